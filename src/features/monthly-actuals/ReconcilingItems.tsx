import type { ReconcilingItem } from '../../../engine/session/reconcilingItems.ts';
import { formatEuroExact, prose } from '../../ui/figures.ts';
import { Card } from '../../ui/Card.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { lineLabel } from './sheet.ts';

/** The balance items' names on this card (the bank's cash is "Cash at bank" here, not the model's closing cash). */
const ITEM_KEYS = { closing_cash: 'lines.closing_cash', receivables: 'lines.receivables', payables: 'lines.payables' } as const;
const isItem = (line: string): line is keyof typeof ITEM_KEYS => line in ITEM_KEYS;
const euros = (value: number) => formatEuroExact(value, { cents: true });

/** An item's standing: the same as the model's, a difference below the threshold, or one over it. */
function Status({ item }: { item: ReconcilingItem }) {
  const { t } = useTranslation('monthlyActuals', { keyPrefix: 'reconciling' });
  if (item.flagged) return <span className="badge badge-critical">{t('status.flagged')}</span>;
  if (item.difference !== 0) return <span className="badge badge-warning">{t('status.below')}</span>;
  return <span className="badge badge-good">{t('status.agrees')}</span>;
}

/**
 * The balance items of the closed months (bank cash, receivables, payables) beside the model's
 * figures, as the server answers them (GET /api/actuals/monthly `reconciling_items`): the
 * difference is a reconciling item, flagged when it is material. Nothing when none is given.
 */
export function ReconcilingItems({ items }: { items: readonly ReconcilingItem[] }) {
  const { t } = useTranslation('monthlyActuals', { keyPrefix: 'reconciling' });
  if (items.length === 0) return null;
  return (
    <Card title={t('title')} className="ma-reconciling">
      <p className="muted">{prose(t('hint'))}</p>
      <ScrollRegion label={t('label')}>
        <table className="ma-table" data-testid="reconciling-items">
          <thead>
            <tr>
              <th scope="col">{t('columns.month')}</th>
              <th scope="col">{t('columns.line')}</th>
              <th scope="col" className="tabular">{t('columns.actual')}</th>
              <th scope="col" className="tabular">{t('columns.derived')}</th>
              <th scope="col" className="tabular">{t('columns.difference')}</th>
              <th scope="col">{t('columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.month}|${item.line}`}>
                <td>{item.month}</td>
                <td>{isItem(item.line) ? t(ITEM_KEYS[item.line]) : lineLabel(item.line)}</td>
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
