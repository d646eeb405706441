import type { ReconcilingItem } from '../../../engine/session/reconcilingItems.ts';
import { formatEuroExact } from '../../ui/figures.ts';
import { Card } from '../../ui/Card.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { lineLabel } from './sheet.ts';
import { ACTUALS_TEXT } from './texts.ts';

const TEXT = ACTUALS_TEXT.reconciling;
const euros = (value: number) => formatEuroExact(value, { cents: true });

/** An item's standing: the same as the model's, a difference below the threshold, or one over it. */
function Status({ item }: { item: ReconcilingItem }) {
  if (item.flagged) return <span className="badge badge-critical">{TEXT.status.flagged}</span>;
  if (item.difference !== 0) return <span className="badge badge-warning">{TEXT.status.below}</span>;
  return <span className="badge badge-good">{TEXT.status.agrees}</span>;
}

/**
 * The balance items of the closed months (bank cash, receivables, payables) beside the model's
 * figures, as the server answers them (GET /api/actuals/monthly `reconciling_items`): the
 * difference is a reconciling item, flagged when it is material. Nothing when none is given.
 */
export function ReconcilingItems({ items }: { items: readonly ReconcilingItem[] }) {
  if (items.length === 0) return null;
  const columns = TEXT.columns;
  return (
    <Card title={TEXT.title} className="ma-reconciling">
      <p className="muted">{TEXT.hint}</p>
      <ScrollRegion label={TEXT.label}>
        <table className="ma-table" data-testid="reconciling-items">
          <thead>
            <tr>
              <th scope="col">{columns.month}</th>
              <th scope="col">{columns.line}</th>
              <th scope="col" className="tabular">{columns.actual}</th>
              <th scope="col" className="tabular">{columns.derived}</th>
              <th scope="col" className="tabular">{columns.difference}</th>
              <th scope="col">{columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.month}|${item.line}`}>
                <td>{item.month}</td>
                <td>{TEXT.lines[item.line] ?? lineLabel(item.line)}</td>
                <td className="tabular">{euros(item.actual)}</td>
                <td className="tabular">{euros(item.derived)}</td>
                <td className="tabular">{euros(item.difference)}</td>
                <td><Status item={item} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
