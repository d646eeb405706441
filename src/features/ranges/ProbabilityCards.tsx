import { rangesProbabilities } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { formatEuroExact, formatPercent } from '../../ui/figures.ts';
import { RANGES_TEXT } from './texts.ts';

const TEXT = RANGES_TEXT.probabilities;

/** The chances of reaching the scenario's targets, of cash falling below the covenant and of cash never going below zero, as shares of the draws. */
export function ProbabilityCards({ result }: { result: RangesResult }) {
  return (
    <ul className="ranges-probabilities" aria-label={TEXT.title}>
      {rangesProbabilities(result).map((item) => (
        <li key={item.key} className="card ranges-probability" data-testid={`probability-${item.key}`}>
          <span className="metric-label">{item.label}</span>
          <span className="ranges-probability-value">{formatPercent(item.probability * 100)}</span>
          <span className="muted">
            {TEXT.ofDraws} · {item.target === null ? TEXT.noTarget : `${item.targetLabel} ${formatEuroExact(item.target)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
