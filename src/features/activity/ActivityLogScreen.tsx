import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom } from '../../state/auth.ts';
import { loadCachedList } from '../../state/cachedList.ts';
import { listActivity, listUsers, type ActivityFilter } from '../../api/admin.ts';
import { activityPageSchema, type ActivityPage } from '../../../contract/activity.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatTimestampDe } from '../../ui/figures.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import { ActivityTable } from './ActivityTable.tsx';
import { ACTIVITY_PAGE_SIZE, cleared, INITIAL_QUERY, pageCount, showPager, withFilter, type ActivityQuery } from './activityQuery.ts';
import { useTranslation } from '../../i18n/index.ts';
import './activity.css';

/** The Dexie `lists` entry with the last unfiltered first page, for emergency mode. */
const CACHE_NAME = 'admin.activity';
// Typing in the text filters asks the server once the typing pauses.
const TYPING_PAUSE_MS = 300;

type PageState =
  | { status: 'loading'; last: ActivityPage | null }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: ActivityPage; emergencySince: string | null };

function isUnfilteredFirstPage(query: ActivityQuery): boolean {
  return query.page === 1 && Object.values(query.filter).every((value) => value === '');
}

/** Part 2 §2/§4 Activity Log: server-side filters and paging over the audit trail. */
export function ActivityLogScreen() {
  const { t } = useTranslation('activity');
  const auth = useAtomValue(authAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : 0;
  const [query, setQuery] = useState<ActivityQuery>(INITIAL_QUERY);
  const [state, setState] = useState<PageState>({ status: 'loading', last: null });
  const [usernames, setUsernames] = useState<string[]>([]);

  useEffect(() => {
    listUsers().then((users) => setUsernames(users.map((u) => u.username))).catch(() => setUsernames([]));
  }, []);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', last: previous.status === 'ready' ? previous.data : previous.status === 'loading' ? previous.last : null }));
    const fetchPage = () => listActivity(query.filter, query.page, ACTIVITY_PAGE_SIZE);
    const timer = setTimeout(() => {
      // Only the unfiltered first page is kept for emergency mode; a filtered view is not a stand-in for it.
      const load = isUnfilteredFirstPage(query)
        ? loadCachedList(userId, CACHE_NAME, activityPageSchema, fetchPage)
        : fetchPage().then((data) => ({ data, emergency: false as const }));
      load.then(
        (result) => current && setState({ status: 'ready', data: result.data, emergencySince: result.emergency ? result.cachedAt : null }),
        (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    }, query.filter.q || query.filter.user ? TYPING_PAUSE_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, userId]);

  const change = (changes: Partial<ActivityFilter>) => setQuery((q) => withFilter(q, changes));
  const shown = state.status === 'ready' ? state.data : state.status === 'loading' ? state.last : null;
  const pages = shown ? pageCount(shown.total, shown.page_size) : 1;
  return (
    <section className="screen">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {state.status === 'ready' && state.emergencySince !== null ? (
        <Alert tone="warning" title={t('emergency')}>{t('emergencyDetail', { cachedAt: formatTimestampDe(state.emergencySince) })}</Alert>
      ) : null}
      <Card title={t('filters.title')}>
        <ActivityFilters filter={query.filter} users={usernames} onChange={change} onClear={() => setQuery(cleared())} />
      </Card>
      <Card>
        {state.status === 'failed' ? <Alert tone="error" title={t('loadFailed')}>{state.message}</Alert> : null}
        {state.status === 'loading' && !shown ? <Spinner label={t('loading')} /> : null}
        {shown && shown.items.length === 0 ? <EmptyState title={t('emptyTitle')}>{t('emptyBody')}</EmptyState> : null}
        {shown && shown.items.length > 0 ? (
          <div aria-busy={state.status === 'loading'}>
            <ActivityTable items={shown.items} />
            <div className="activity-pager">
              <span className="muted" data-testid="activity-range">
                {t('range', { first: (shown.page - 1) * shown.page_size + 1, last: (shown.page - 1) * shown.page_size + shown.items.length, total: shown.total })}
              </span>
              {showPager(shown.total, shown.page_size) ? (
                <div className="activity-pager-buttons">
                  <button type="button" className="button" disabled={query.page <= 1} onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}>{t('previous')}</button>
                  <span className="muted" data-testid="activity-page">{t('page', { page: query.page, pages })}</span>
                  <button type="button" className="button" disabled={query.page >= pages} onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>{t('next')}</button>
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </Card>
    </section>
  );
}
