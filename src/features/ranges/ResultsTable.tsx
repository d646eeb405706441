import { rangesFigureTables, RANGES_YEARS } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { formatEuroExact, formatWholeNumber } from '../../ui/figures.ts';
import { RANGES_TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const TEXT = RANGES_TEXT.table;

/** P10 / P50 / P90 / mean by year for revenue, EBITDA, cash, clients and rides; it scrolls in its own box on a phone. */
export function ResultsTable({ result }: { result: RangesResult }) {
  return (
    <ScrollRegion label={TEXT.caption}>
      <table className="data-table ranges-table" data-testid="ranges-table">
        <caption className="visually-hidden">{TEXT.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.figure}</th>
            {RANGES_YEARS.map((year) => <th key={year} scope="col" className="num">{year}</th>)}
          </tr>
        </thead>
        {rangesFigureTables(result).map((table) => (
          <tbody key={table.figure} data-figure={table.figure}>
            <tr className="ranges-table-group">
              <th scope="rowgroup" colSpan={RANGES_YEARS.length + 1}>{table.label}</th>
            </tr>
            {table.rows.map((row) => (
              <tr key={row.statistic} className={row.statistic === 'p50' ? 'ranges-median' : undefined}>
                <th scope="row">{row.label}</th>
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
