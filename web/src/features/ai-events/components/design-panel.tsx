import type { LayoutSuggestion, ProducedBy } from '@venue/contracts/integrations';
import { Palette } from 'lucide-react';
import type { CSSProperties } from 'react';

import { useEventLayout } from '../api/get-event-layout';
import { AiPanel, ContentOrigin, type SelectedEventPanelProps } from './ai-panel';
import { GeneratedList, GeneratedText } from './generated-field';

/** Spec: the scheme shows the brand's purple, cyan and lime until suggestions exist. */
const defaultColours: LayoutSuggestion['colorScheme'] = {
  primary: '#9333ea',
  secondary: '#06b6d4',
  accent: '#84cc16',
};

const fallbacks = {
  visualElements: 'Generate design suggestions to see visual elements.',
  layoutStructure: 'Generate design suggestions to see layout structure.',
  typography: 'Generate design suggestions to see typography recommendations.',
};

function Swatches({ colours }: { colours: LayoutSuggestion['colorScheme'] }) {
  const roles = [
    { label: 'Primary', colour: colours.primary },
    { label: 'Secondary', colour: colours.secondary },
    { label: 'Accent', colour: colours.accent },
  ];
  return (
    <ul className="ai-swatches">
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

/** The suggestions, or the default scheme and each field's fallback while there are none. */
function DesignFields({
  content,
}: {
  content: (LayoutSuggestion & { producedBy: ProducedBy }) | null;
}) {
  return (
    <>
      <ContentOrigin
        producedBy={content?.producedBy}
        empty="Select an event and enhance it to generate design suggestions"
      />
      <div className="ai-field">
        <h3 className="ai-field__label">Colour Scheme</h3>
        <Swatches colours={content?.colorScheme ?? defaultColours} />
      </div>
      <GeneratedList
        label="Visual Elements"
        items={content?.visualElements}
        fallback={fallbacks.visualElements}
      />
      <GeneratedText
        label="Layout Structure"
        value={content?.layoutStructure}
        fallback={fallbacks.layoutStructure}
      />
      <GeneratedText
        label="Typography"
        value={content?.typography}
        fallback={fallbacks.typography}
      />
    </>
  );
}

/** 'Design Suggestions': generated layout recommendations for the selected event. */
export function DesignPanel({ eventId, eventTitle, version }: SelectedEventPanelProps) {
  const layout = useEventLayout(eventId, version);
  return (
    <AiPanel
      titleId="design-panel-title"
      accent="accent-cyan"
      icon={<Palette aria-hidden="true" />}
      title="Design Suggestions"
      lead={`Generated layout recommendations for ${eventTitle}`}
      query={layout}
      loading="Loading design suggestions..."
      error="The design suggestions could not be loaded right now."
    >
      {(content) => <DesignFields content={content} />}
    </AiPanel>
  );
}
