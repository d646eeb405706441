import type { ActivityEntry } from '../../../contract/activity.ts';
import { formatTimestampDe } from '../../ui/figures.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { detailsInGerman, resourceInGerman, shownResourceName } from './activityWords.ts';

const ACTION_TONE: Record<ActivityEntry['action'], string> = {
  login: 'good', logout: 'neutral', view: 'info', create: 'good', update: 'warning', delete: 'critical',
};

/** Part 2 §2: user, action, resource (by name where it has one, its key below), details, timestamp (German locale with seconds), IP address. */
export function ActivityTable({ items }: { items: readonly ActivityEntry[] }) {
  const { t } = useTranslation('activity');
  const german = useLanguage() === 'de';
  // The resource's code below its name; in German in words (the code's English is no German reader's), once where the name says it already.
  const resourceKey = (item: ActivityEntry, name: string | null) => {
    const words = german ? resourceInGerman(item.resource, item.resource_name) ?? item.resource : item.resource;
    return words === name ? null : words;
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
            const name = item.resource_name ? shownResourceName(item.resource, item.resource_name) : null;
            const key = resourceKey(item, name);
            const details = german && item.details ? detailsInGerman(item.details) : null;
            return (
              <tr key={item.id}>
                <td><strong>{item.user}</strong></td>
                <td><span className={`badge badge-${ACTION_TONE[item.action]}`}>{t(`actions.${item.action}`)}</span></td>
                <td className="activity-resource">
                  {name ? <><span className="activity-resource-name">{name}</span>{key ? <span className="muted activity-resource-key">{key}</span> : null}</> : key}
                </td>
                {/* Details the server wrote in a pattern of its own stay as stored: English, and marked so (screen readers, the language walk). */}
                <td className="activity-details" lang={german && details === null && item.details ? 'en' : undefined}>{details ?? (item.details || <span className="muted">—</span>)}</td>
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
