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
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { localizedRisk } from '../../../engine/analysis/risks.ts';
import './risks.css';

const RiskMatrix = lazy(() => import('./RiskMatrix.tsx'));

/** Part 2 §2 Strategic Risk Assessment: header figures from the list, matrix, list and detail panel. */
export function RiskScreen() {
  const auth = useAtomValue(authAtom);
  const isAdmin = auth.status === 'signedIn' && auth.user.access_level === 'admin';
  const { t } = useTranslation('risks');
  const language = useLanguage();
  const { state, reload, replace } = useRisks();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (state.status === 'loading') return <section className="screen"><PageHeader title={t('title')} subtitle={t('subtitle')} /><Spinner label={t('loading')} /></section>;
  const { summary } = state.data;
  // The shipped risks' texts in the reader's language; the answer itself stays as the server sent it.
  const risks = state.data.risks.map((risk) => localizedRisk(risk, language));
  const selected = risks.find((risk) => risk.id === selectedId) ?? null;
  const exposureTerms = risks.map((r) => riskMoney(r.revenueImpact)).join(' + ');
  const lossTerms = risks.map((r) => `${formatDecimal(r.probability, 1)}/4 × ${riskMoney(r.revenueImpact)}`).join(' + ');
  const headline = [
    {
      label: t('totalExposure'), value: riskMoney(summary.totalExposure), note: t('definitions.totalExposure'), testId: 'risk-exposure',
      explanation: t('explain.totalExposure', { terms: exposureTerms, total: riskMoney(summary.totalExposure) }),
    },
    {
      label: t('expectedLoss'), value: riskMoney(summary.expectedLoss), note: t('definitions.expectedLoss'), testId: 'risk-expected-loss',
      explanation: t('explain.expectedLoss', { terms: lossTerms, total: riskMoney(summary.expectedLoss) }),
    },
    {
      label: t('riskCoverage'), value: formatPercent(summary.riskCoverage), note: t('definitions.riskCoverage'), testId: 'risk-coverage',
      explanation: t('explain.riskCoverage', { covered: riskMoney(summary.coveredExposure), total: riskMoney(summary.totalExposure), share: formatPercent(summary.riskCoverage) }),
    },
  ];
  return (
    <section className="screen risks">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {state.offline ? <Alert tone="warning">{t('offline')} <button type="button" className="button" onClick={reload}>{t('retry')}</button></Alert> : null}
      <div className="risk-headline">
        {headline.map((item) => (
          <div key={item.label} className="card metric-card">
            <span className="metric-label">{item.label}<DefinitionTip label={t('howComputed', { figure: item.label })} text={item.explanation} /></span>
            <span className="metric-value tabular" data-testid={item.testId}>{item.value}</span>
            <span className="muted risk-note">{item.note}</span>
          </div>
        ))}
      </div>
      <div className={`risk-layout${selected ? ' risk-layout-detail' : ''}`}>
        <div className="risk-main">
          <Card title={t('matrix')}>
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
            onSaved={(saved, nextSummary) => replace({ risks: state.data.risks.map((r) => (r.id === saved.id ? saved : r)), summary: nextSummary })}
          />
        ) : null}
      </div>
    </section>
  );
}
