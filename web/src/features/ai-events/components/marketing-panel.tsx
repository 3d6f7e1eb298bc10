import type { MarketingContent, ProducedBy } from '@venue/contracts/integrations';
import { Megaphone } from 'lucide-react';

import { useEventMarketing } from '../api/get-event-marketing';
import { AiPanel, ContentOrigin, type SelectedEventPanelProps } from './ai-panel';
import { GeneratedList, GeneratedText } from './generated-field';

const fallbacks = {
  socialPost: 'Generate marketing content to see social media post.',
  emailSubject: 'Generate marketing content to see email subject.',
  headline: 'Generate marketing content to see headline.',
  sellingPoints: 'Generate marketing content to see key selling points.',
};

/** The copy, or each field's fallback while the event has none. */
function MarketingFields({
  content,
}: {
  content: (MarketingContent & { producedBy: ProducedBy }) | null;
}) {
  return (
    <>
      <ContentOrigin
        producedBy={content?.producedBy}
        empty="Select an event and enhance it to generate marketing content"
      />
      <GeneratedText
        label="Social Media Post"
        value={content?.socialPost}
        fallback={fallbacks.socialPost}
      />
      <GeneratedText
        label="Email Subject"
        value={content?.emailSubject}
        fallback={fallbacks.emailSubject}
      />
      <GeneratedText label="Headline" value={content?.headline} fallback={fallbacks.headline} />
      <GeneratedList
        label="Key Selling Points"
        items={content?.sellingPoints}
        fallback={fallbacks.sellingPoints}
      />
    </>
  );
}

/** 'Marketing Copy': generated promotional content for the selected event. */
export function MarketingPanel({ eventId, eventTitle, version }: SelectedEventPanelProps) {
  const marketing = useEventMarketing(eventId, version);
  return (
    <AiPanel
      titleId="marketing-panel-title"
      accent="accent-purple"
      icon={<Megaphone aria-hidden="true" />}
      title="Marketing Copy"
      lead={`Generated promotional content for ${eventTitle}`}
      query={marketing}
      loading="Loading marketing copy..."
      error="The marketing copy could not be loaded right now."
    >
      {(content) => <MarketingFields content={content} />}
    </AiPanel>
  );
}
