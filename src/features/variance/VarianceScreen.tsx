import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { FORECAST_YEARS, periodLabel } from '../../../engine/calendar.ts';
import { latestComparedPeriod, VARIANCE_PERIODS, type VariancePeriod } from '../../../engine/analysis/budgetVsActual.ts';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { Alert } from '../../ui/Alert.tsx';
import { CloseWarnings } from '../../ui/CloseWarnings.tsx';
import { SampleActualsBanner } from '../../ui/SampleActualsBanner.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import type { VarianceAnswer } from '../../../contract/variance.ts';
import { RevenueBridge } from './RevenueBridge.tsx';
import { CostVariance } from './CostVariance.tsx';
import { VarianceTable } from './VarianceTable.tsx';
import { VARIANCE_TEXT as TEXT } from './texts.ts';
import { useVarianceData } from './useVarianceData.ts';
import { periodChoices, tableLines } from './varianceView.ts';
import './variance.css';

const PERIOD_TABS = VARIANCE_PERIODS.map((key) => ({ key, label: TEXT.periodTabs[key] }));

/** The table and bridge of one answer; the period within the kind (a month, a quarter) is chosen here. */
function VarianceResult({ answer }: { answer: VarianceAnswer }) {
  const ids = useId();
  const choices = periodChoices(answer);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const period = choices.find((c) => c.period === picked) ?? choices.find((c) => c.period === latestComparedPeriod(answer.rows));
  if (!period) return null;
  const split = answer.revenue_split.periods.find((s) => s.period === period.period);
  const payroll = answer.payroll_split.periods.find((s) => s.period === period.period);
  const lines = tableLines(answer, period.period);
  return (
    <>
      <SampleActualsBanner />
      <CloseWarnings warnings={answer.warnings} />
      <p className="variance-meta" data-testid="variance-closed">
        <strong>{answer.closed_through ? TEXT.closedThrough(periodLabel(answer.closed_through)) : TEXT.noneClosed}</strong>
        <span className="muted">{TEXT.comparedWith(answer.plan_label, answer.scenario_name)}</span>
      </p>
      <Card
        title={period.label}
        actions={choices.length > 1 ? (
          <label className="field variance-period-pick" htmlFor={`${ids}-period`}>
            <span>{TEXT.period}</span>
            <select id={`${ids}-period`} value={period.period} onChange={(event) => setPicked(event.target.value)}>
              {choices.map((c) => <option key={c.period} value={c.period}>{c.label}</option>)}
            </select>
          </label>
        ) : undefined}
      >
        {period.monthsClosed === 0 ? <p className="muted">{TEXT.notClosed}</p> : null}
        {period.monthsClosed > 0 && period.monthsClosed < period.months ? <p className="muted">{TEXT.partlyClosed(period.monthsClosed, period.months)}</p> : null}
        <VarianceTable lines={lines} periodLabel={period.label} payroll={payroll} />
        <p className="muted variance-legend">{TEXT.table.legend} {payroll ? TEXT.payroll.hint : null}</p>
      </Card>
      <Card>
        <RevenueBridge key={period.period} period={split} fullYear={answer.revenue_split.full_year} />
      </Card>
      <Card>
        <CostVariance lines={lines} periodLabel={period.label} />
      </Card>
    </>
  );
}

/**
 * Budget vs Actual (issue #19): the plan of record of a year against the actuals of its closed
 * months per month, quarter or year to date, the full year's latest estimate against the plan,
 * why revenue differs (volume, price/mix, other), and the volume-driven costs against their plan
 * flexed to the actual volume (volume, spending). The server computes it for the active scenario.
 */
export function VarianceScreen() {
  const ids = useId();
  const scenario = useAtomValue(activeScenarioAtom);
  const [year, setYear] = useState<number>(FORECAST_YEARS[0]);
  const [kind, setKind] = useState<VariancePeriod>('month');
  const [attempt, setAttempt] = useState(0);
  const data = useVarianceData(year, kind, scenario?.scenario_id, scenario?.version, attempt);
  const retry = <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>{TEXT.retry}</button>;
  return (
    <section className="screen variance">
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} />
      <div className="variance-controls">
        <label className="field" htmlFor={`${ids}-year`}>
          <span>{TEXT.year}</span>
          <select id={`${ids}-year`} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {FORECAST_YEARS.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </label>
        <Tabs items={PERIOD_TABS} selected={kind} onSelect={setKind} label={TEXT.periodKinds} />
      </div>
      {data.status === 'loading' ? <Spinner label={TEXT.loading} /> : null}
      {data.status === 'no_plan' ? <EmptyState title={TEXT.noPlanTitle(year)}>{TEXT.noPlanHint}</EmptyState> : null}
      {data.status === 'unreachable' ? <Alert tone="error" title={TEXT.unreachable}>{TEXT.unreachableHint} {retry}</Alert> : null}
      {data.status === 'error' ? <Alert tone="error" title={TEXT.failed}>{data.message} {retry}</Alert> : null}
      {data.status === 'ready' ? <VarianceResult key={`${year}-${kind}`} answer={data.answer} /> : null}
    </section>
  );
}
