import { lazy, Suspense, useId, useState } from 'react';
import type { RevenueSplit } from '../../../engine/analysis/budgetVsActual.ts';
import { formatPnl } from '../../ui/figures.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { shownPeriodLabel } from '../../ui/statement/periodLabels.ts';
import { bridgeSteps, formatVariance, type BridgeStep } from './varianceView.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const WaterfallChart = lazy(() => import('../../ui/chart/WaterfallChart.tsx'));

type Scope = 'period' | 'full_year';

/** The key of a step's name in the bridge's texts: the last step is the actual, or the full year's latest estimate. */
function stepKey(step: BridgeStep, fullYear: boolean) {
  switch (step.key) {
    case 'plan': return 'plan';
    case 'volume': return 'volume';
    case 'price_mix': return 'priceMix';
    case 'other': return 'other';
    case 'actual': return fullYear ? 'latestEstimate' : 'actual';
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
  const { t } = useTranslation('variance', { keyPrefix: 'bridge' });
  const ids = useId();
  const [chosen, setChosen] = useState<Scope>('period');
  const scope: Scope = period ? chosen : 'full_year';
  const split = scope === 'period' && period ? period : fullYear;
  const name = scope === 'period' && period ? shownPeriodLabel(period.period) : t('fullYearOf', { year: fullYear.period });
  const steps = bridgeSteps(split);
  const labels = steps.map((step) => t(stepKey(step, scope === 'full_year')));
  const summary = steps.map((step, i) => `${labels[i] ?? ''} ${stepAmount(step)}`).join(', ');
  return (
    <section className="variance-bridge" aria-labelledby={`${ids}-title`} data-testid="revenue-bridge">
      <h2 id={`${ids}-title`} className="card-title">{t('title')}</h2>
      <p className="muted">{t('hint')}</p>
      {period ? (
        <Tabs
          items={[{ key: 'period', label: shownPeriodLabel(period.period) }, { key: 'full_year', label: t('fullYear') }]}
          selected={scope}
          onSelect={setChosen}
          label={t('choose')}
        />
      ) : <p className="muted">{t('noActual')}</p>}
      <Suspense fallback={<Spinner label={t('title')} />}>
        <WaterfallChart steps={steps} labels={labels} unit="€" label={t('chartLabel', { period: name, summary })} />
      </Suspense>
      <div className="variance-bridge-tables">
        <table className="data-table" data-testid="revenue-bridge-table">
          <caption className="visually-hidden">{t('tableCaption', { period: name })}</caption>
          <thead>
            <tr><th scope="col">{t('step')}</th><th scope="col" className="num">{t('amount')}</th></tr>
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
        <ScrollRegion label={t('stream')}>
          <table className="data-table">
            <caption className="visually-hidden">{t('streamCaption', { period: name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stream')}</th>
                <th scope="col" className="num">{t('volume')}</th>
                <th scope="col" className="num">{t('priceMix')}</th>
                <th scope="col" className="num">{t('other')}</th>
              </tr>
            </thead>
            <tbody>
              {split.streams.map((stream) => (
                <tr key={stream.stream} data-stream={stream.stream}>
                  <th scope="row">{t(`streams.${stream.stream}`)}</th>
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
