import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { DEFAULT_DCF_OPTIONS, DEFAULT_MULTIPLIERS, type DcfOptions, type Multipliers, type ValuationMethodId } from '../../../engine/analysis/valuation.ts';
import { MultiplierControls } from './MultiplierControls.tsx';
import { MethodCards, ValuationSummary } from './ValuationSummary.tsx';
import { QuarterlyTable, YearlyTable } from './ProjectionTables.tsx';
import { ValueCreationSummary, WaterfallAnalysis } from './ValueCreation.tsx';
import { DcfDetail } from './DcfDetail.tsx';
import { EquityBridge, MethodReconciliation } from './EquityBridge.tsx';
import { useValuation } from './useValuation.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { valuationDateText } from './texts.ts';
import './valuation.css';
import { shownNameOf } from '../../state/scenarioNames.ts';

/**
 * Part 2 §2 Rides/Wallet Analysis (also Enterprise Valuation): the active scenario with its drafts,
 * valued in the worker as the multipliers move, at the end of the last closed month: the methods,
 * the bridge to equity value, why the DCF and the multiples differ, the DCF itself, then the
 * specification's projections and waterfall. GET /api/valuation/enterprise answers the same maths
 * for a saved scenario.
 */
export function ValuationScreen() {
  const { t } = useTranslation('valuation');
  const language = useLanguage();
  const scenarioName = shownNameOf(useAtomValue(activeScenarioAtom)) ?? t('defaultScenario');
  const [controlsShown, setControlsShown] = useState(false);
  const [multipliers, setMultipliers] = useState<Multipliers>(DEFAULT_MULTIPLIERS);
  const [dcfOptions, setDcfOptions] = useState<DcfOptions>(DEFAULT_DCF_OPTIONS);
  const [method, setMethod] = useState<ValuationMethodId>('dcf');
  const { state, retry } = useValuation(multipliers, dcfOptions, scenarioName);
  const valuationDate = state.status === 'ready' ? valuationDateText(state.valuation.valuation_month, state.valuation.valuation_date, language) : '…';
  return (
    <section className="screen valuation">
      <PageHeader
        title={t('title')}
        subtitle={<>{t('scenario')}: <strong data-testid="valuation-scenario">{scenarioName}</strong> · {t('valuationDate')}: <span data-testid="valuation-date">{valuationDate}</span></>}
        actions={(
          <button type="button" className="button" aria-expanded={controlsShown} onClick={() => setControlsShown(!controlsShown)}>
            {controlsShown ? t('hideControls') : t('showControls')}
          </button>
        )}
      />
      {controlsShown ? <MultiplierControls value={multipliers} onChange={setMultipliers} dcf={dcfOptions} onDcfChange={setDcfOptions} /> : null}
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'error' ? (
        <Alert tone="error" title={t('errorTitle')}>
          <p>{state.message}</p>
          <button type="button" className="button" onClick={retry}>{t('retry')}</button>
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <MethodCards valuation={state.valuation} selected={method} onSelect={setMethod} />
          <div className="valuation-grid">
            <ValuationSummary valuation={state.valuation} selected={method} />
            <EquityBridge valuation={state.valuation} selected={method} />
          </div>
          <MethodReconciliation valuation={state.valuation} />
          <DcfDetail valuation={state.valuation} />
          <ValueCreationSummary valuation={state.valuation} />
          <QuarterlyTable valuation={state.valuation} />
          <YearlyTable valuation={state.valuation} />
          <WaterfallAnalysis valuation={state.valuation} />
        </>
      ) : null}
    </section>
  );
}
