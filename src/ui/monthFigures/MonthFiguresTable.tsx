import type { MonthFiguresAnswer } from '../../../contract/monthlyActuals.ts';
import { formatEuroExact, formatFtes } from '../figures.ts';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { MONTH_FIGURES_TEXT as TEXT } from './texts.ts';
import './monthFigures.css';

type Field = Exclude<keyof MonthFiguresAnswer, 'month' | 'ftes_actual'>;

/** A figure as its row shows it: euros to the cent, FTEs as people with whether they are the month's actual or the plan's. */
const euros = (figures: MonthFiguresAnswer | undefined, field: Field) => formatEuroExact(figures?.[field]);
const people = (figures: MonthFiguresAnswer | undefined) => (figures ? TEXT.ftesValue(formatFtes(figures.ftes), figures.ftes_actual) : '—');

type RowName = Exclude<keyof typeof TEXT, 'ftesValue'>;

/**
 * The rows of a month's figures: the P&L result, then the cash bridge down to the bank's balance,
 * then the people. Each names its text, read when drawn, so it follows the language.
 */
const ROWS: readonly { field: Field; label: RowName; total?: boolean; format?: (figures: MonthFiguresAnswer | undefined) => string }[] = [
  { field: 'revenue', label: 'revenue' },
  { field: 'costs', label: 'costs' },
  { field: 'ebitda', label: 'ebitda', total: true },
  { field: 'opening_cash', label: 'openingCash' },
  { field: 'operating_cash', label: 'operatingCash' },
  { field: 'investing_cash', label: 'investingCash' },
  { field: 'financing_cash', label: 'financingCash' },
  { field: 'closing_cash', label: 'closingCash', total: true },
  { field: 'bank_cash', label: 'bankCash' },
  { field: 'ftes', label: 'ftes', format: people },
];

/** One month a column, the first column pinned while the months scroll inside the box. */
export function MonthFiguresTable({ label, months, after }: { label: string; months: readonly MonthFiguresAnswer[]; after?: readonly MonthFiguresAnswer[] }) {
  return (
    <ScrollRegion label={label} className="table-scroll month-figures-scroll">
      <table className="data-table month-figures" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{TEXT.unitColumn}</th>
            {months.map((month) => <th key={month.month} scope="col" className="tabular">{month.month}</th>)}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.field} className={row.total ? 'month-figures-total' : undefined}>
              <th scope="row">{TEXT[row.label]}</th>
              {months.map((month, index) => {
                const shown = (figures: MonthFiguresAnswer | undefined) => (row.format ? row.format(figures) : euros(figures, row.field));
                const before = shown(month);
                const changed = after ? shown(after[index]) : before;
                return (
                  <td key={month.month} className="tabular">
                    {changed !== before ? `${before} → ${changed}` : before}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
