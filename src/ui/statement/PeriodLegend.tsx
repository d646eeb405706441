import { useTranslation } from '../../i18n/index.ts';

/** The key to the actual/forecast marks of a statement's period headers, shown under the grid. */
export function PeriodLegend() {
  const { t } = useTranslation('statements');
  return <p className="muted period-legend" data-testid="period-legend">{t('grid.legend')}</p>;
}
