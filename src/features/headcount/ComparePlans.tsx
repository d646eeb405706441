import { useEffect, useId, useState } from 'react';
import type { HeadcountAnswer } from '../../../contract/headcount.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import type { HeadcountView } from '../../../workers/headcountView.ts';
import { getHeadcount } from '../../api/headcount.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { useWorkerQuery } from '../../model/useWorkerQuery.ts';
import { Alert } from '../../ui/Alert.tsx';
import { formatEuroExact, formatGridNumber } from '../../ui/figures.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import { useDepartmentName } from './shownDepartments.ts';

const YEAR_OPTIONS = FORECAST_YEARS.map((year) => ({ key: String(year), label: String(year) }));

type OtherPlan = { status: 'none' } | { status: 'loading'; id: string } | { status: 'loaded'; id: string; answer: HeadcountAnswer } | { status: 'error'; id: string; message: string };

/**
 * A scenario's name as shown; the caller's working scenario carries the name the server gives it
 * ("Simulation (Editable)", in English), which the reader's language names here.
 */
function scenarioName(scenario: Scenario): string {
  return scenario.scenario_type === 'user' && scenario.scenario_name === i18n.t('scenarios:groups.simulation', { lng: 'en' })
    ? i18n.t('scenarios:groups.simulation')
    : shownScenarioName(scenario);
}

const signed = (value: number, format: (v: number) => string) => `${value > 0 ? '+' : ''}${format(value)}`;

/**
 * This plan beside another scenario's, per department: people at the end of a year and the year's
 * cost, both and the difference. The other plan is fetched as the server has it (saved or
 * generated) and costed by the worker as an explicit plan, under the drivers this screen shows.
 */
export function ComparePlans({ mine, others, version }: { mine: HeadcountView; others: readonly Scenario[]; version: number }) {
  const selectId = useId();
  const { t } = useTranslation('headcount');
  const departmentName = useDepartmentName();
  const [chosen, setChosen] = useState('');
  const [other, setOther] = useState<OtherPlan>({ status: 'none' });
  const [year, setYear] = useState<string>(YEAR_OPTIONS[0]?.key ?? '2026');
  const otherScenario = others.find((s) => s.scenario_id === chosen);

  useEffect(() => {
    if (!otherScenario) {
      setOther({ status: 'none' });
      return undefined;
    }
    let live = true;
    const id = otherScenario.scenario_id;
    setOther({ status: 'loading', id });
    getHeadcount(id).then(
      (answer) => { if (live) setOther({ status: 'loaded', id, answer }); },
      (error: unknown) => { if (live) setOther({ status: 'error', id, message: error instanceof Error ? error.message : i18n.t('headcount:compare.failed') }); },
    );
    return () => {
      live = false;
    };
    // A new version of the other scenario (a live update) fetches its plan again.
  }, [otherScenario?.scenario_id, otherScenario?.version]);

  const answer = other.status === 'loaded' ? other.answer : null;
  const key = answer && other.status === 'loaded' ? `${version}|${other.id}@${answer.version}` : null;
  const theirs = useWorkerQuery(key, () => modelWorker().headcountView({ positions: (answer as HeadcountAnswer).positions }), t('viewFailed'));

  const y = Number(year);
  const mineYear = mine.years.find((entry) => entry.year === y);
  const theirYear = theirs.status === 'loaded' ? theirs.data.years.find((entry) => entry.year === y) : undefined;
  const name = otherScenario ? scenarioName(otherScenario) : '';
  const cells = (a: number | undefined, b: number | undefined, format: (v: number) => string) => [
    <td key="a" className="num tabular">{a === undefined ? '—' : format(a)}</td>,
    <td key="b" className="num tabular">{b === undefined ? '—' : format(b)}</td>,
    <td key="d" className="num tabular">{a === undefined || b === undefined ? '—' : signed(b - a, format)}</td>,
  ];
  const people = (v: number) => formatGridNumber(v);
  const euros = (v: number) => formatEuroExact(v);

  return (
    <section className="card hc-figures" aria-labelledby="hc-compare-title">
      <div className="hc-card-head">
        <h2 className="card-title" id="hc-compare-title">{t('compare.title')}</h2>
        {others.length > 0 ? (
          <span className="hc-compare-choice">
            <label htmlFor={selectId}>{t('compare.choose')}</label>
            <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{t('compare.none')}</option>
              {others.map((s) => <option key={s.scenario_id} value={s.scenario_id}>{scenarioName(s)}</option>)}
            </select>
          </span>
        ) : null}
      </div>
      {others.length === 0 ? <p className="muted">{t('compare.noOther')}</p> : <p className="muted hc-note">{t('compare.note')}</p>}
      {other.status === 'loading' || (answer && theirs.status === 'loading' && !theirs.data) ? <p className="muted" role="status">{t('compare.loading')}</p> : null}
      {other.status === 'error' ? <Alert tone="error" title={t('compare.failed')}>{other.message}</Alert> : null}
      {theirs.status === 'error' ? <Alert tone="error" title={t('viewFailed')}>{theirs.message}</Alert> : null}
      {answer && theirYear && mineYear ? (
        <>
          <div className="hc-card-head">
            <p className="muted hc-note">{answer.generated ? t('compare.generated', { name }) : null}</p>
            <Segmented label={t('compare.year')} options={YEAR_OPTIONS} value={year} onChange={setYear} />
          </div>
          <ScrollRegion label={t('compare.tableLabel', { year: y, other: name })}>
            <table className="data-table hc-compare-table" data-testid="plan-comparison">
              <caption className="visually-hidden">{t('compare.tableLabel', { year: y, other: name })}</caption>
              <thead>
                <tr>
                  <td />
                  <th scope="colgroup" colSpan={3} className="hc-group">{t('compare.peopleGroup')}</th>
                  <th scope="colgroup" colSpan={3} className="hc-group">{t('compare.costGroup')}</th>
                </tr>
                <tr>
                  <th scope="col">{t('compare.department')}</th>
                  {[0, 1].map((group) => [
                    <th key={`${group}a`} scope="col" className="num">{t('compare.mine')}</th>,
                    <th key={`${group}b`} scope="col" className="num">{name}</th>,
                    <th key={`${group}d`} scope="col" className="num">{t('compare.difference')}</th>,
                  ])}
                </tr>
              </thead>
              <tbody>
                {mine.departments.map((d) => (
                  <tr key={d.id} data-department={d.id}>
                    <th scope="row">{departmentName(d)}</th>
                    {cells(mineYear.headsAtYearEnd[d.id], theirYear.headsAtYearEnd[d.id], people)}
                    {cells(mineYear.cost[d.id], theirYear.cost[d.id], euros)}
                  </tr>
                ))}
                <tr className="hc-total-row" data-department="total">
                  <th scope="row">{t('compare.total')}</th>
                  {cells(mineYear.totalHeadsAtYearEnd, theirYear.totalHeadsAtYearEnd, people)}
                  {cells(mineYear.totalCost, theirYear.totalCost, euros)}
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
        </>
      ) : null}
    </section>
  );
}
