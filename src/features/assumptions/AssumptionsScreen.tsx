import { useMemo, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { traceabilityCoverage } from '../../../engine/analysis/assumptionReach.ts';
import { formatPercent } from '../../ui/figures.ts';
import { ASSUMPTION_GROUP_TITLES, type AssumptionEntry } from '../../../engine/session/traceability.ts';
import type { AssumptionGroup } from '../../../engine/model/types.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AssumptionCard } from './AssumptionCard.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { IMPACT_YEARS } from './assumptionsTexts.ts';
import { useAssumptionData, type AssumptionData } from './useAssumptionData.ts';
import './assumptions.css';

/** Groups in the order of part 1 §2; groups of the model beyond the four follow. */
const GROUP_ORDER = Object.keys(ASSUMPTION_GROUP_TITLES) as AssumptionGroup[];
/** Part 1 §2: the first group (Medical Clients Germany) is open by default. */
const OPEN_BY_DEFAULT: AssumptionGroup = 'medical_clients';

function groupsOf(assumptions: readonly AssumptionEntry[]): { group: AssumptionGroup; entries: AssumptionEntry[] }[] {
  return GROUP_ORDER
    .map((group) => ({ group, entries: assumptions.filter((a) => a.group === group) }))
    .filter((g) => g.entries.length > 0);
}

function Summary({ data }: { data: AssumptionData }) {
  const { t } = useTranslation('assumptions');
  const coverage = traceabilityCoverage(data.assumptions.map((a) => a.id));
  return (
    <Card title={t('summaryTitle')}>
      <div className="assumption-summary" data-testid="traceability-summary">
        <div><span className="metric-label">{t('totalAssumptions')}</span><span className="metric-value" data-testid="total-assumptions">{coverage.total}</span></div>
        <div><span className="metric-label">{t('connected')}</span><span className="metric-value" data-testid="connected-assumptions">{coverage.connected}</span></div>
        <div><span className="metric-label">{t('coverage')}</span><span className="metric-value" data-testid="coverage">{formatPercent(coverage.coveragePercent)}</span></div>
      </div>
    </Card>
  );
}

/** Part 1 §2 Business Assumptions Documentation: groups, traceability summary, per-assumption impacts. */
export function AssumptionsScreen() {
  const { t } = useTranslation('assumptions');
  const [year, setYear] = useState<number>(IMPACT_YEARS[0]);
  const query = useAssumptionData(year);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<AssumptionGroup>>(new Set([OPEN_BY_DEFAULT]));
  const [openDetails, setOpenDetails] = useState<ReadonlySet<string>>(new Set());
  const data = query.data;
  const groups = useMemo(() => (data ? groupsOf(data.assumptions) : []), [data]);

  const toggle = <T,>(set: ReadonlySet<T>, item: T): Set<T> => {
    const next = new Set(set);
    if (next.has(item)) next.delete(item);
    else next.add(item);
    return next;
  };
  const collapseAll = () => {
    setOpenGroups(new Set());
    setOpenDetails(new Set());
  };
  const showAllImpacts = () => {
    setOpenGroups(new Set(groups.map((g) => g.group)));
    setOpenDetails(new Set(data?.assumptions.map((a) => a.id) ?? []));
  };

  const actions = (
    <>
      <label className="assumption-year">
        {t('impactYear')}
        <select value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {IMPACT_YEARS.map((y) => <option key={y} value={y}>{y}</option>)}
        </select>
      </label>
      <button type="button" className="button" onClick={collapseAll} disabled={!data}>{t('collapseAll')}</button>
      <button type="button" className="button button-primary" onClick={showAllImpacts} disabled={!data}>{t('showAllImpacts')}</button>
    </>
  );

  return (
    <section className="screen">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={actions} />
      {query.status === 'error' ? (
        <Alert tone="error" title={t('errorTitle')}>
          <p>{query.message || t('errorFallback')}</p>
          <button type="button" className="button" onClick={query.retry}>{t('retry')}</button>
        </Alert>
      ) : null}
      {!data && query.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {data ? (
        <>
          <Summary data={data} />
          {query.status === 'loading' ? <Spinner label={t('loading')} /> : null}
          {groups.map(({ group, entries }) => {
            const open = openGroups.has(group);
            const title = t(`groups.${group}`);
            return (
              <section key={group} className="assumption-group" aria-label={title}>
                <button type="button" className="assumption-group-head" aria-expanded={open} onClick={() => setOpenGroups((s) => toggle(s, group))}>
                  {open ? <ChevronDown size={18} aria-hidden="true" /> : <ChevronRight size={18} aria-hidden="true" />}
                  <span className="assumption-group-title">{title}</span>
                  <span className="muted">{t('entries', { count: entries.length })}</span>
                </button>
                {open ? (
                  <div className="assumption-grid">
                    {entries.map((entry) => (
                      <AssumptionCard
                        key={entry.id}
                        entry={entry}
                        mapping={data.mappings.get(entry.id)}
                        year={data.year}
                        open={openDetails.has(entry.id)}
                        onToggle={() => setOpenDetails((s) => toggle(s, entry.id))}
                      />
                    ))}
                  </div>
                ) : null}
              </section>
            );
          })}
        </>
      ) : null}
    </section>
  );
}
