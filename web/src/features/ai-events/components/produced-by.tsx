import type { ProducedBy } from '@venue/contracts/integrations';

import { formatVenueDateTime } from '@/lib/venue-time';

const writerOf = ({ writer, model }: ProducedBy) => {
  if (writer === 'copywriter') return 'Written by the built-in copywriter';
  return model ? `Written by AI (${model})` : 'Written by AI';
};

/** Who wrote the content and when, so staff know what they are reading. */
export function ProducedByNote({ producedBy }: { producedBy: ProducedBy }) {
  return (
    <p className="ai-panel__produced-by">
      {writerOf(producedBy)} on{' '}
      <time dateTime={producedBy.generatedAt}>
        {formatVenueDateTime(new Date(producedBy.generatedAt))}
      </time>
    </p>
  );
}
