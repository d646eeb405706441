import { rangesFigureTables, RANGES_YEARS } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { formatEuroExact, formatWholeNumber } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/** P10 / P50 / P90 / mean by year for revenue, EBITDA, cash, clients and rides; it scrolls in its own box on a phone. */
export function ResultsTable({ result }: { result: RangesResult }) {
  const { t } = useTranslation('ranges');
  return (
    <ScrollRegion label={t('table.caption')}>
      <table className="data-table ranges-table" data-testid="ranges-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.figure')}</th>
            {RANGES_YEARS.map((year) => <th key={year} scope="col" className="num">{year}</th>)}
          </tr>
        </thead>
        {rangesFigureTables(result).map((table) => (
          <tbody key={table.figure} data-figure={table.figure}>
            <tr className="ranges-table-group">
              <th scope="rowgroup" colSpan={RANGES_YEARS.length + 1}>{t(`figures.${table.figure}`)}</th>
            </tr>
            {table.rows.map((row) => (
              <tr key={row.statistic} className={row.statistic === 'p50' ? 'ranges-median' : undefined}>
                <th scope="row">{t(`statistics.${row.statistic}`)}</th>
                {row.values.map((value, i) => (
                  <td key={RANGES_YEARS[i]} className="num tabular">{table.money ? formatEuroExact(value) : formatWholeNumber(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}
