import { useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import { latestComparedPeriod, VARIANCE_PERIODS, type VariancePeriod } from '../../../engine/analysis/budgetVsActual.ts';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownPeriodLabel } from '../../ui/statement/periodLabels.ts';
import { Alert } from '../../ui/Alert.tsx';
import { CloseWarnings } from '../../ui/CloseWarnings.tsx';
import { SampleActualsBanner } from '../../ui/SampleActualsBanner.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { formatTimestampDe } from '../../../engine/format/number.ts';
import { CommentsButton } from '../../ui/comments/CommentsButton.tsx';
import type { VarianceAnswer } from '../../../contract/variance.ts';
import { RevenueBridge } from './RevenueBridge.tsx';
import { CostVariance } from './CostVariance.tsx';
import { VarianceTable } from './VarianceTable.tsx';
import { useVarianceData } from './useVarianceData.ts';
import { periodChoices, tableLines } from './varianceView.ts';
import './variance.css';
import { shownScenarioName } from '../../state/scenarioNames.ts';

/** The table and bridge of one answer; the period within the kind (a month, a quarter) is chosen here. */
function VarianceResult({ answer }: { answer: VarianceAnswer }) {
  const { t: tComments } = useTranslation('comments');
  const { t } = useTranslation('variance');
  const ids = useId();
  const shown = useAtomValue(shownDefinitionAtom);
  // The lines' labels in the user's language (the server labels them in English).
  const labels = useMemo(() => new Map(shown.lines.map((line) => [line.id, line.label ?? line.name])), [shown]);
  const choices = periodChoices(answer);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const period = choices.find((c) => c.period === picked) ?? choices.find((c) => c.period === latestComparedPeriod(answer.rows));
  if (!period) return null;
  const split = answer.revenue_split.periods.find((s) => s.period === period.period);
  const payroll = answer.payroll_split.periods.find((s) => s.period === period.period);
  const lines = tableLines(answer, period.period, labels);
  return (
    <>
      <SampleActualsBanner />
      <CloseWarnings warnings={answer.warnings} />
      <p className="variance-meta" data-testid="variance-closed">
        <strong>{answer.closed_through ? t('closedThrough', { label: shownPeriodLabel(answer.closed_through) }) : t('noneClosed')}</strong>
        <span className="muted">{t('comparedWith', { plan: t('planLabel', { name: answer.plan.version_name, scenario: shownScenarioName(answer.plan), version: answer.plan.version }), scenario: shownScenarioName(answer) })}</span>
        <span className="muted" data-testid="variance-plan-approval">
          {answer.plan.approval_note
            ? t('approvedWithNote', { who: answer.plan.locked_by, when: formatTimestampDe(answer.plan.locked_at), note: answer.plan.approval_note })
            : t('approved', { who: answer.plan.locked_by, when: formatTimestampDe(answer.plan.locked_at) })}
        </span>
        <CommentsButton target={{ kind: 'plan', year: answer.year }} name={tComments('open.planName', { year: answer.year })} />
      </p>
      <Card
        title={period.label}
        actions={choices.length > 1 ? (
          <label className="field variance-period-pick" htmlFor={`${ids}-period`}>
            <span>{t('period')}</span>
            <select id={`${ids}-period`} value={period.period} onChange={(event) => setPicked(event.target.value)}>
              {choices.map((c) => <option key={c.period} value={c.period}>{c.label}</option>)}
            </select>
          </label>
        ) : undefined}
      >
        {period.monthsClosed === 0 ? <p className="muted">{t('notClosed')}</p> : null}
        {period.monthsClosed > 0 && period.monthsClosed < period.months ? <p className="muted">{t('partlyClosed', { closed: period.monthsClosed, months: period.months })}</p> : null}
        <VarianceTable lines={lines} periodLabel={period.label} payroll={payroll} />
        <p className="muted variance-legend">{t('table.legend')} {payroll ? t('payroll.hint') : null}</p>
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
  const { t } = useTranslation('variance');
  const ids = useId();
  const scenario = useAtomValue(activeScenarioAtom);
  const [year, setYear] = useState<number>(FORECAST_YEARS[0]);
  const [kind, setKind] = useState<VariancePeriod>('month');
  const [attempt, setAttempt] = useState(0);
  const data = useVarianceData(year, kind, scenario?.scenario_id, scenario?.version, attempt);
  const periodTabs = VARIANCE_PERIODS.map((key) => ({ key, label: t(`periodTabs.${key}`) }));
  const retry = <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</button>;
  return (
    <section className="screen variance">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="variance-controls">
        <label className="field" htmlFor={`${ids}-year`}>
          <span>{t('year')}</span>
          <select id={`${ids}-year`} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {FORECAST_YEARS.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </label>
        <Tabs items={periodTabs} selected={kind} onSelect={setKind} label={t('periodKinds')} />
      </div>
      {data.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {data.status === 'no_plan' ? <EmptyState title={t('noPlanTitle', { year })}>{t('noPlanHint')}</EmptyState> : null}
      {data.status === 'unreachable' ? <Alert tone="error" title={t('unreachable')}>{t('unreachableHint')} {retry}</Alert> : null}
      {data.status === 'error' ? <Alert tone="error" title={t('failed')}>{data.message} {retry}</Alert> : null}
      {data.status === 'ready' ? (
        <div className="variance-answer" aria-busy={data.refreshing}>
          {data.refreshing ? <p className="muted variance-refreshing" role="status">{t('refreshing')}</p> : null}
          <VarianceResult key={`${year}-${kind}`} answer={data.answer} />
        </div>
      ) : null}
    </section>
  );
}
