import type { MonthFiguresAnswer } from '../../../contract/monthlyActuals.ts';
import { formatEuroExact } from '../../ui/figures.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { ACTUALS_TEXT } from './texts.ts';

const TEXT = ACTUALS_TEXT.figures;

type Field = Exclude<keyof MonthFiguresAnswer, 'month'>;

/** The rows of a month's figures: the P&L result, then the cash bridge down to the bank's balance. */
const ROWS: readonly { field: Field; label: string; total?: boolean }[] = [
  { field: 'revenue', label: TEXT.revenue },
  { field: 'costs', label: TEXT.costs },
  { field: 'ebitda', label: TEXT.ebitda, total: true },
  { field: 'opening_cash', label: TEXT.openingCash },
  { field: 'operating_cash', label: TEXT.operatingCash },
  { field: 'investing_cash', label: TEXT.investingCash },
  { field: 'financing_cash', label: TEXT.financingCash },
  { field: 'closing_cash', label: TEXT.closingCash, total: true },
  { field: 'bank_cash', label: TEXT.bankCash },
];

/** One month a column, the first column pinned while the months scroll inside the box. */
export function FiguresTable({ label, months, after }: { label: string; months: readonly MonthFiguresAnswer[]; after?: readonly MonthFiguresAnswer[] }) {
  return (
    <ScrollRegion label={label} className="table-scroll ma-figures-scroll">
      <table className="data-table ma-figures" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{TEXT.unitColumn}</th>
            {months.map((month) => <th key={month.month} scope="col" className="tabular">{month.month}</th>)}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.field} className={row.total ? 'ma-figures-total' : undefined}>
              <th scope="row">{row.label}</th>
              {months.map((month, index) => {
                const value = month[row.field];
                const changed = after?.[index]?.[row.field];
                return (
                  <td key={month.month} className="tabular">
                    {after && changed !== value ? `${formatEuroExact(value)} → ${formatEuroExact(changed)}` : formatEuroExact(value)}
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
