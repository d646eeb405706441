import type { ActivityEntry } from '../../../contract/activity.ts';
import { formatTimestampDe } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const ACTION_TONE: Record<ActivityEntry['action'], string> = {
  login: 'good', logout: 'neutral', view: 'info', create: 'good', update: 'warning', delete: 'critical',
};

/** A plan's resource key (`plan:2026`): the server names it "Plan of record 2026", which the reader's language names here. */
const PLAN_RESOURCE = /^plan:(\d{4})$/;

/** Part 2 §2: user, action, resource (by name where it has one, its key below), details, timestamp (German locale with seconds), IP address. */
export function ActivityTable({ items }: { items: readonly ActivityEntry[] }) {
  const { t } = useTranslation('activity');
  const resourceName = (item: ActivityEntry) => {
    const plan = PLAN_RESOURCE.exec(item.resource);
    return plan && item.resource_name ? t('resources.plan', { year: plan[1] }) : item.resource_name;
  };
  return (
    <ScrollRegion label={t('title')}>
      <table className="data-table activity-table" aria-label={t('title')}>
        <thead>
          <tr>
            <th scope="col">{t('columns.user')}</th>
            <th scope="col">{t('columns.action')}</th>
            <th scope="col">{t('columns.resource')}</th>
            <th scope="col">{t('columns.details')}</th>
            <th scope="col">{t('columns.timestamp')}</th>
            <th scope="col">{t('columns.ip')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const name = resourceName(item);
            return (
              <tr key={item.id}>
                <td><strong>{item.user}</strong></td>
                <td><span className={`badge badge-${ACTION_TONE[item.action]}`}>{t(`actions.${item.action}`)}</span></td>
                <td className="activity-resource">
                  {name ? <><span className="activity-resource-name">{name}</span><span className="muted activity-resource-key">{item.resource}</span></> : item.resource}
                </td>
                <td className="activity-details">{item.details || <span className="muted">—</span>}</td>
                <td className="tabular activity-time"><time dateTime={item.timestamp}>{formatTimestampDe(item.timestamp)}</time></td>
                <td className="tabular muted">{item.ip_address || '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
