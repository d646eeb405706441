import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { snapshotAtom } from '../../model/modelState.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Badge } from '../../ui/StatusBadge.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatCountShort, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import { MARKET_STUDY, UNDIGITIZED_MARKET_EUR, leversFromDrivers, type LeverSet } from '../../../engine/analysis/gtm.ts';
import { LeverPanel } from './LeverPanel.tsx';
import { ExecutiveView } from './ExecutiveView.tsx';
import { DetailedView } from './DetailedView.tsx';
import { useGtm } from './useGtm.ts';
import { useTranslation } from '../../i18n/index.ts';
import './gtm.css';

type ViewMode = 'executive' | 'detailed';

/**
 * Part 2 §2 market leadership simulator. The levers start at the plan's (the active scenario's key
 * drivers), where the simulated 2030 revenue is the forecast P&L's; edits are a what-if on top and
 * are dropped when the scenario's levers change.
 */
export function GtmScreen() {
  const { t } = useTranslation('gtm');
  const snapshot = useAtomValue(snapshotAtom);
  const drivers = snapshot?.drivers;
  const planLevers = useMemo(() => (drivers ? leversFromDrivers(drivers) : null), [drivers]);
  const planKey = JSON.stringify(planLevers);
  const [edited, setEdited] = useState<{ planKey: string; levers: LeverSet } | null>(null);
  const [view, setView] = useState<ViewMode>('executive');
  const levers = edited?.planKey === planKey ? edited.levers : planLevers;
  const { analysis, calculating } = useGtm(levers, snapshot?.version ?? 0);
  return (
    <section className="screen gtm">
      <PageHeader title={t('title')} subtitle={t('subtitle')} badge={<Badge tone="beta">{t('beta')}</Badge>} />
      <div className="gtm-header">
        <div className="card metric-card">
          <span className="metric-label">{t('currentPosition')}</span>
          <span className="metric-value tabular" data-testid="gtm-current-share">{formatPercent(analysis?.currentSharePercent)}</span>
          <span className="muted">{t('currentPositionDetail', { ours: formatCountShort(analysis?.plan.rides2025), total: formatCountShort(MARKET_STUDY.germanyRides) })}</span>
        </div>
        <div className="card metric-card">
          <span className="metric-label">{t('opportunity')} <Badge tone="neutral">{t('marketStudy')}</Badge></span>
          <span className="metric-value tabular">{formatMoneyShort(UNDIGITIZED_MARKET_EUR)}</span>
          <span className="muted">{t('opportunityDetail', { rides: formatCountShort(MARKET_STUDY.germanyUndigitizedRides) })}</span>
        </div>
      </div>
      {!levers || !planLevers ? <Spinner label={t('calculating')} /> : (
        <div className="gtm-layout">
          <LeverPanel
            levers={levers}
            calculating={calculating}
            atPlan={planKey === JSON.stringify(levers)}
            onChange={(id, value) => setEdited({ planKey, levers: { ...levers, [id]: value } })}
            onReset={() => setEdited(null)}
          />
          <div className="gtm-results">
            <div className="gtm-toggle" role="group" aria-label={t('viewToggle')}>
              {(['executive', 'detailed'] as const).map((mode) => (
                <button key={mode} type="button" className={`button${view === mode ? ' button-primary' : ''}`} aria-pressed={view === mode} onClick={() => setView(mode)}>
                  {t(`views.${mode}`)}
                </button>
              ))}
            </div>
            {!analysis ? <Spinner label={t('calculating')} /> : view === 'executive' ? <ExecutiveView analysis={analysis} /> : <DetailedView analysis={analysis} />}
          </div>
        </div>
      )}
    </section>
  );
}
