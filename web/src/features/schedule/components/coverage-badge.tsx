import type { Coverage } from '@venue/contracts/schedule';

import { coverageLabels, shortCoverageLabels } from '../schedule-display';

/**
 * The coverage in words, coloured by state (the words carry it without the colour). Narrow
 * calendar cells show the short word; the full one is what is read out.
 */
export function CoverageBadge({ coverage }: { coverage: Coverage }) {
  return (
    <span className={`coverage-badge coverage-badge--${coverage}`}>
      <span className="coverage-badge__label">{coverageLabels[coverage]}</span>
      <span className="coverage-badge__short" aria-hidden="true">
        {shortCoverageLabels[coverage]}
      </span>
    </span>
  );
}
