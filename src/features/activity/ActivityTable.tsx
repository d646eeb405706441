import type { ActivityEntry } from '../../../contract/activity.ts';
import { formatTimestampDe } from '../../ui/figures.ts';
import { ACTIVITY_TEXT as TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const ACTION_TONE: Record<ActivityEntry['action'], string> = {
  login: 'good', logout: 'neutral', view: 'info', create: 'good', update: 'warning', delete: 'critical',
};

/** Part 2 §2: user, action, resource (by name where it has one, its key below), details, timestamp (German locale with seconds), IP address. */
export function ActivityTable({ items }: { items: readonly ActivityEntry[] }) {
  return (
    <ScrollRegion label={TEXT.title}>
      <table className="data-table activity-table" aria-label={TEXT.title}>
        <thead>
          <tr>
            <th scope="col">{TEXT.columns.user}</th>
            <th scope="col">{TEXT.columns.action}</th>
            <th scope="col">{TEXT.columns.resource}</th>
            <th scope="col">{TEXT.columns.details}</th>
            <th scope="col">{TEXT.columns.timestamp}</th>
            <th scope="col">{TEXT.columns.ip}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td><strong>{item.user}</strong></td>
              <td><span className={`badge badge-${ACTION_TONE[item.action]}`}>{item.action}</span></td>
              <td className="activity-resource">
                {item.resource_name ? <><span className="activity-resource-name">{item.resource_name}</span><span className="muted activity-resource-key">{item.resource}</span></> : item.resource}
              </td>
              <td className="activity-details">{item.details || <span className="muted">—</span>}</td>
              <td className="tabular activity-time"><time dateTime={item.timestamp}>{formatTimestampDe(item.timestamp)}</time></td>
              <td className="tabular muted">{item.ip_address || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
