import type { LayoutSuggestion } from '@venue/contracts/integrations';
import { Palette } from 'lucide-react';
import type { CSSProperties } from 'react';

import { useEventLayout } from '../api/get-event-layout';
import { AiPanel, type AiPanelSpec, type SelectedEventPanelProps } from './ai-panel';

/** Spec: the scheme shows the brand's purple, cyan and lime until suggestions exist. */
const defaultColours: LayoutSuggestion['colorScheme'] = {
  primary: '#9333ea',
  secondary: '#06b6d4',
  accent: '#84cc16',
};

function Swatches({ colours }: { colours: LayoutSuggestion['colorScheme'] }) {
  const roles = [
    { label: 'Primary', colour: colours.primary },
    { label: 'Secondary', colour: colours.secondary },
    { label: 'Accent', colour: colours.accent },
  ];
  return (
    <ul className="plain-grid ai-swatches">
      {roles.map(({ label, colour }) => (
        <li key={label} className="ai-swatch">
          {/* A custom property set through the DOM, which the style policy allows. */}
          <span
            className="ai-swatch__chip"
            style={{ '--swatch': colour } as CSSProperties}
            aria-hidden="true"
          />
          <span className="ai-swatch__label">{label}</span>
          <code className="ai-swatch__value">{colour}</code>
        </li>
      ))}
    </ul>
  );
}

const designPanel: AiPanelSpec<LayoutSuggestion> = {
  useContent: useEventLayout,
  titleId: 'design-panel-title',
  accent: 'accent-cyan',
  icon: <Palette aria-hidden="true" />,
  title: 'Design Suggestions',
  lead: (eventTitle) => `Generated layout recommendations for ${eventTitle}`,
  loading: 'Loading design suggestions...',
  error: 'The design suggestions could not be loaded right now.',
  writes: 'design suggestions',
  before: (content) => (
    <div className="ai-field">
      <h3 className="ai-field__label">Colour Scheme</h3>
      <Swatches colours={content?.colorScheme ?? defaultColours} />
    </div>
  ),
  fields: [
    { label: 'Visual Elements', value: (layout) => layout.visualElements },
    { label: 'Layout Structure', value: (layout) => layout.layoutStructure },
    {
      label: 'Typography',
      value: (layout) => layout.typography,
      sees: 'typography recommendations',
    },
  ],
};

/** 'Design Suggestions': generated layout recommendations for the selected event. */
export function DesignPanel(props: SelectedEventPanelProps) {
  return <AiPanel spec={designPanel} {...props} />;
}
