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
import { GTM_TEXT as TEXT } from './texts.ts';
import './gtm.css';

type ViewMode = 'executive' | 'detailed';

/**
 * Part 2 §2 market leadership simulator. The levers start at the plan's (the active scenario's key
 * drivers), where the simulated 2030 revenue is the forecast P&L's; edits are a what-if on top and
 * are dropped when the scenario's levers change.
 */
export function GtmScreen() {
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
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} badge={<Badge tone="beta">{TEXT.beta}</Badge>} />
      <div className="gtm-header">
        <div className="card metric-card">
          <span className="metric-label">{TEXT.currentPosition}</span>
          <span className="metric-value tabular" data-testid="gtm-current-share">{formatPercent(analysis?.currentSharePercent)}</span>
          <span className="muted">{TEXT.currentPositionDetail(formatCountShort(analysis?.plan.rides2025), formatCountShort(MARKET_STUDY.germanyRides))}</span>
        </div>
        <div className="card metric-card">
          <span className="metric-label">{TEXT.opportunity} <Badge tone="neutral">{TEXT.marketStudy}</Badge></span>
          <span className="metric-value tabular">{formatMoneyShort(UNDIGITIZED_MARKET_EUR)}</span>
          <span className="muted">{TEXT.opportunityDetail(formatCountShort(MARKET_STUDY.germanyUndigitizedRides))}</span>
        </div>
      </div>
      {!levers || !planLevers ? <Spinner label={TEXT.calculating} /> : (
        <div className="gtm-layout">
          <LeverPanel
            levers={levers}
            calculating={calculating}
            atPlan={planKey === JSON.stringify(levers)}
            onChange={(id, value) => setEdited({ planKey, levers: { ...levers, [id]: value } })}
            onReset={() => setEdited(null)}
          />
          <div className="gtm-results">
            <div className="gtm-toggle" role="group" aria-label={TEXT.viewToggle}>
              {(['executive', 'detailed'] as const).map((mode) => (
                <button key={mode} type="button" className={`button${view === mode ? ' button-primary' : ''}`} aria-pressed={view === mode} onClick={() => setView(mode)}>
                  {TEXT.views[mode]}
                </button>
              ))}
            </div>
            {!analysis ? <Spinner label={TEXT.calculating} /> : view === 'executive' ? <ExecutiveView analysis={analysis} /> : <DetailedView analysis={analysis} />}
          </div>
        </div>
      )}
    </section>
  );
}
