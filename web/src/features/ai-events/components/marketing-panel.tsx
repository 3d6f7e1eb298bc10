import type { MarketingContent } from '@venue/contracts/integrations';
import { Megaphone } from 'lucide-react';

import { useEventMarketing } from '../api/get-event-marketing';
import { AiPanel, type AiPanelSpec, type SelectedEventPanelProps } from './ai-panel';

const marketingPanel: AiPanelSpec<MarketingContent> = {
  useContent: useEventMarketing,
  titleId: 'marketing-panel-title',
  accent: 'accent-purple',
  icon: <Megaphone aria-hidden="true" />,
  title: 'Marketing Copy',
  lead: (eventTitle) => `Generated promotional content for ${eventTitle}`,
  loading: 'Loading marketing copy...',
  error: 'The marketing copy could not be loaded right now.',
  writes: 'marketing content',
  fields: [
    { label: 'Social Media Post', value: (copy) => copy.socialPost },
    { label: 'Email Subject', value: (copy) => copy.emailSubject },
    { label: 'Headline', value: (copy) => copy.headline },
    { label: 'Key Selling Points', value: (copy) => copy.sellingPoints },
  ],
};

/** 'Marketing Copy': generated promotional content for the selected event. */
export function MarketingPanel(props: SelectedEventPanelProps) {
  return <AiPanel spec={marketingPanel} {...props} />;
}
