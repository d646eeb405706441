import { useTranslation } from '../../i18n/index.ts';
import { formatLineValue, formatVariance, type TableLine } from './varianceView.ts';
import { JudgedCell } from './VarianceTable.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/**
 * The volume-driven costs of the period on screen against their flexed plan: the variance split
 * into volume (flexed − plan) and spending (actual − flexed), spending judged as a cost is.
 * Without a closed month in the period, the full year against its latest estimate.
 */
export function CostVariance({ lines, periodLabel }: { lines: readonly TableLine[]; periodLabel: string }) {
  const { t } = useTranslation('variance', { keyPrefix: 'costs' });
  const flexed = lines.filter((line) => line.fullYear?.flexed_plan !== null && line.fullYear?.flexed_plan !== undefined);
  const closed = flexed.some((line) => line.period.flexed_plan !== null);
  const label = closed ? periodLabel : t('fullYear');
  const rows = flexed.map((line) => {
    const source = closed ? line.period : line.fullYear;
    return {
      line, plan: source?.plan ?? null, flexedPlan: source?.flexed_plan ?? null,
      actual: closed ? line.period.actual : line.fullYear?.latest_estimate ?? null,
      volume: source?.volume_variance ?? null, spending: source?.spending_variance ?? null, favourable: source?.spending_favourable ?? null,
    };
  });
  return (
    <div className="variance-costs" data-testid="variance-costs">
      <h2 className="card-title">{t('title')}</h2>
      <p className="muted">{t('hint')}</p>
      {closed ? null : <p className="muted">{t('noActual')}</p>}
      <ScrollRegion label={t('caption', { period: label })}>
        <table className="data-table variance-table">
          <caption className="visually-hidden">{t('caption', { period: label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('line')}</th>
              <th scope="col" className="num">{t('plan')}</th>
              <th scope="col" className="num">{t('flexed')}</th>
              <th scope="col" className="num">{closed ? t('actual') : t('latestEstimate')}</th>
              <th scope="col" className="num">{t('volume')}</th>
              <th scope="col" className="num">{t('spending')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line.line} data-line={row.line.line}>
                <th scope="row">{row.line.label}</th>
                <td className="num tabular">{formatLineValue(row.plan, row.line.unit)}</td>
                <td className="num tabular">{formatLineValue(row.flexedPlan, row.line.unit)}</td>
                <td className="num tabular">{formatLineValue(row.actual, row.line.unit)}</td>
                <td className="num tabular" data-testid="cost-volume">{formatVariance(row.volume, row.line.unit)}</td>
                <JudgedCell text={formatVariance(row.spending, row.line.unit)} favourable={row.favourable} testId="cost-spending" />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
