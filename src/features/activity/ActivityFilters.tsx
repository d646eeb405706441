import { useState } from 'react';
import type { ActivityFilter } from '../../api/admin.ts';
import { ACTIVITY_ACTIONS, type ActivityAction } from '../../../contract/activity.ts';
import { GermanDateField } from './GermanDateField.tsx';
import { useTranslation } from '../../i18n/index.ts';

/** The filter panel: action, user, date range and free text; every change goes back to page 1 (the parent's job). */
export function ActivityFilters({ filter, users, onChange, onClear }: {
  filter: ActivityFilter;
  users: readonly string[];
  onChange: (changes: Partial<ActivityFilter>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('activity');
  const isAction = (value: string): value is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(value);
  // Clearing starts the date fields afresh, wrong texts included (they never reached the filter).
  const [cleared, setCleared] = useState(0);
  return (
    <form className="activity-filters" aria-label={t('filters.title')} onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        <span>{t('filters.action')}</span>
        <select value={filter.action} onChange={(e) => onChange({ action: isAction(e.target.value) ? e.target.value : '' })}>
          <option value="">{t('filters.allActions')}</option>
          {ACTIVITY_ACTIONS.map((action) => <option key={action} value={action}>{t(`actions.${action}`)}</option>)}
        </select>
      </label>
      <label className="field">
        <span>{t('filters.user')}</span>
        <input list="activity-users" value={filter.user} placeholder={t('filters.userPlaceholder')} onChange={(e) => onChange({ user: e.target.value })} />
        <datalist id="activity-users">{users.map((name) => <option key={name} value={name} />)}</datalist>
      </label>
      <GermanDateField key={`from-${cleared}`} label={t('filters.from')} value={filter.from} notAfter={filter.to || undefined} onChange={(from) => onChange({ from })} />
      <GermanDateField key={`to-${cleared}`} label={t('filters.to')} value={filter.to} notBefore={filter.from || undefined} onChange={(to) => onChange({ to })} />
      <label className="field activity-search">
        <span>{t('filters.search')}</span>
        <input type="search" value={filter.q} placeholder={t('filters.searchPlaceholder')} onChange={(e) => onChange({ q: e.target.value })} />
      </label>
      <div className="activity-filter-actions">
        <button type="button" className="button" onClick={() => { setCleared((n) => n + 1); onClear(); }}>{t('filters.clear')}</button>
      </div>
    </form>
  );
}
