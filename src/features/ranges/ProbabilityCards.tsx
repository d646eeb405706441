import { rangesProbabilities } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { formatEuroExact, formatPercent } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';

/** The chances of reaching the scenario's targets, of cash falling below the covenant and of cash never going below zero, as shares of the draws. */
export function ProbabilityCards({ result }: { result: RangesResult }) {
  const { t } = useTranslation('ranges');
  return (
    <ul className="ranges-probabilities" aria-label={t('probabilities.title')}>
      {rangesProbabilities(result).map((item) => (
        <li key={item.key} className="card ranges-probability" data-testid={`probability-${item.key}`}>
          <span className="metric-label">{t(`probabilities.labels.${item.key}`)}</span>
          <span className="ranges-probability-value">{formatPercent(item.probability * 100)}</span>
          <span className="muted">
            {t('probabilities.ofDraws')} · {item.target === null ? t('probabilities.noTarget') : `${t(`probabilities.thresholds.${item.key}`)} ${formatEuroExact(item.target)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
