import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom } from '../../state/auth.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Card } from '../../ui/Card.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatDecimal, formatPercent } from '../../ui/figures.ts';
import { RiskList, riskMoney } from './RiskList.tsx';
import { DefinitionTip } from './DefinitionTip.tsx';
import { RiskDetail } from './RiskDetail.tsx';
import { useRisks } from './useRisks.ts';
import { RISK_TEXT as TEXT } from './texts.ts';
import './risks.css';

const RiskMatrix = lazy(() => import('./RiskMatrix.tsx'));

/** Part 2 §2 Strategic Risk Assessment: header figures from the list, matrix, list and detail panel. */
export function RiskScreen() {
  const auth = useAtomValue(authAtom);
  const isAdmin = auth.status === 'signedIn' && auth.user.access_level === 'admin';
  const { state, reload, replace } = useRisks();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (state.status === 'loading') return <section className="screen"><PageHeader title={TEXT.title} subtitle={TEXT.subtitle} /><Spinner label={TEXT.loading} /></section>;
  const { risks, summary } = state.data;
  const selected = risks.find((risk) => risk.id === selectedId) ?? null;
  const exposureTerms = risks.map((r) => riskMoney(r.revenueImpact)).join(' + ');
  const lossTerms = risks.map((r) => `${formatDecimal(r.probability, 1)}/4 × ${riskMoney(r.revenueImpact)}`).join(' + ');
  const headline = [
    {
      label: TEXT.totalExposure, value: riskMoney(summary.totalExposure), note: TEXT.definitions.totalExposure, testId: 'risk-exposure',
      explanation: TEXT.explain.totalExposure(exposureTerms, riskMoney(summary.totalExposure)),
    },
    {
      label: TEXT.expectedLoss, value: riskMoney(summary.expectedLoss), note: TEXT.definitions.expectedLoss, testId: 'risk-expected-loss',
      explanation: TEXT.explain.expectedLoss(lossTerms, riskMoney(summary.expectedLoss)),
    },
    {
      label: TEXT.riskCoverage, value: formatPercent(summary.riskCoverage), note: TEXT.definitions.riskCoverage, testId: 'risk-coverage',
      explanation: TEXT.explain.riskCoverage(riskMoney(summary.coveredExposure), riskMoney(summary.totalExposure), formatPercent(summary.riskCoverage)),
    },
  ];
  return (
    <section className="screen risks">
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} />
      {state.offline ? <Alert tone="warning">{TEXT.offline} <button type="button" className="button" onClick={reload}>{TEXT.retry}</button></Alert> : null}
      <div className="risk-headline">
        {headline.map((item) => (
          <div key={item.label} className="card metric-card">
            <span className="metric-label">{item.label}<DefinitionTip label={TEXT.howComputed(item.label)} text={item.explanation} /></span>
            <span className="metric-value tabular" data-testid={item.testId}>{item.value}</span>
            <span className="muted risk-note">{item.note}</span>
          </div>
        ))}
      </div>
      <div className={`risk-layout${selected ? ' risk-layout-detail' : ''}`}>
        <div className="risk-main">
          <Card title={TEXT.matrix}>
            <Suspense fallback={<div className="card skeleton" />}>
              <RiskMatrix risks={risks} onSelect={setSelectedId} />
            </Suspense>
          </Card>
          <RiskList risks={risks} selectedId={selectedId} onSelect={setSelectedId} />
        </div>
        {selected ? (
          <RiskDetail
            key={selected.id}
            risk={selected}
            canEdit={isAdmin && !state.offline}
            onClose={() => setSelectedId(null)}
            onSaved={(saved, nextSummary) => replace({ risks: risks.map((r) => (r.id === saved.id ? saved : r)), summary: nextSummary })}
          />
        ) : null}
      </div>
    </section>
  );
}
