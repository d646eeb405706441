import { lazy, Suspense, useId, useState } from 'react';
import type { RevenueSplit } from '../../../engine/analysis/budgetVsActual.ts';
import { formatPnl } from '../../ui/figures.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { VARIANCE_TEXT } from './texts.ts';
import { bridgeSteps, formatVariance, type BridgeStep } from './varianceView.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const TEXT = VARIANCE_TEXT.bridge;
const WaterfallChart = lazy(() => import('../../ui/chart/WaterfallChart.tsx'));

type Scope = 'period' | 'full_year';

function stepLabel(step: BridgeStep, fullYear: boolean): string {
  switch (step.key) {
    case 'plan': return TEXT.plan;
    case 'volume': return TEXT.volume;
    case 'price_mix': return TEXT.priceMix;
    case 'other': return TEXT.other;
    case 'actual': return fullYear ? TEXT.latestEstimate : TEXT.actual;
  }
}

function stepAmount(step: BridgeStep): string {
  return step.kind === 'total' ? formatPnl(step.value) : formatVariance(step.value, 'EUR');
}

/**
 * Plan revenue → volume → price/mix → other → actual revenue for the period on screen (when a
 * month of it is closed) or the full year's latest estimate, as a waterfall and the same numbers
 * as a table, with each revenue stream's part below.
 */
export function RevenueBridge({ period, fullYear }: { period: RevenueSplit | undefined; fullYear: RevenueSplit }) {
  const ids = useId();
  const [chosen, setChosen] = useState<Scope>('period');
  const scope: Scope = period ? chosen : 'full_year';
  const split = scope === 'period' && period ? period : fullYear;
  const name = scope === 'period' && period ? period.period_label : `${TEXT.fullYear} ${fullYear.period}`;
  const steps = bridgeSteps(split);
  const labels = steps.map((step) => stepLabel(step, scope === 'full_year'));
  const summary = steps.map((step, i) => `${labels[i] ?? ''} ${stepAmount(step)}`).join(', ');
  return (
    <section className="variance-bridge" aria-labelledby={`${ids}-title`} data-testid="revenue-bridge">
      <h2 id={`${ids}-title`} className="card-title">{TEXT.title}</h2>
      <p className="muted">{TEXT.hint}</p>
      {period ? (
        <Tabs
          items={[{ key: 'period', label: TEXT.period(period.period_label) }, { key: 'full_year', label: TEXT.fullYear }]}
          selected={scope}
          onSelect={setChosen}
          label={TEXT.choose}
        />
      ) : <p className="muted">{TEXT.noActual}</p>}
      <Suspense fallback={<Spinner label={TEXT.title} />}>
        <WaterfallChart steps={steps} labels={labels} unit="€" label={TEXT.chartLabel(name, summary)} />
      </Suspense>
      <div className="variance-bridge-tables">
        <table className="data-table" data-testid="revenue-bridge-table">
          <caption className="visually-hidden">{TEXT.tableCaption(name)}</caption>
          <thead>
            <tr><th scope="col">{TEXT.step}</th><th scope="col" className="num">{TEXT.amount}</th></tr>
          </thead>
          <tbody>
            {steps.map((step, i) => (
              <tr key={step.key} data-step={step.key} className={step.kind === 'total' ? 'variance-total' : undefined}>
                <th scope="row">{labels[i]}</th>
                <td className="num tabular">{stepAmount(step)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ScrollRegion label={TEXT.stream}>
          <table className="data-table">
            <caption className="visually-hidden">{`${TEXT.stream}, ${name}`}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXT.stream}</th>
                <th scope="col" className="num">{TEXT.volume}</th>
                <th scope="col" className="num">{TEXT.priceMix}</th>
                <th scope="col" className="num">{TEXT.other}</th>
              </tr>
            </thead>
            <tbody>
              {split.streams.map((stream) => (
                <tr key={stream.stream} data-stream={stream.stream}>
                  <th scope="row">{TEXT.streams[stream.stream]}</th>
                  <td className="num tabular">{formatVariance(stream.volume, 'EUR')}</td>
                  <td className="num tabular">{formatVariance(stream.price_mix, 'EUR')}</td>
                  <td className="num tabular">{formatVariance(stream.other, 'EUR')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}
