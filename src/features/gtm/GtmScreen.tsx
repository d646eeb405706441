import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { snapshotAtom } from '../../model/modelState.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Badge } from '../../ui/StatusBadge.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatCountShort, formatMoneyShort, formatPercent } from '../../../engine/format/number.ts';
import { GTM_BASE, GTM_MARKET, leversFromDrivers, type LeverSet } from '../../../engine/analysis/gtm.ts';
import { LeverPanel } from './LeverPanel.tsx';
import { ExecutiveView } from './ExecutiveView.tsx';
import { DetailedView } from './DetailedView.tsx';
import { useGtm } from './useGtm.ts';
import { GTM_TEXT as TEXT } from './texts.ts';
import './gtm.css';

type ViewMode = 'executive' | 'detailed';

/** Part 2 §2 market leadership simulator: levers start at the active scenario's key drivers. */
export function GtmScreen() {
  const drivers = useAtomValue(snapshotAtom)?.drivers;
  const [edited, setEdited] = useState<LeverSet | null>(null);
  const [view, setView] = useState<ViewMode>('executive');
  const fromDrivers = useMemo(() => (drivers ? leversFromDrivers(drivers) : null), [drivers]);
  const levers = edited ?? fromDrivers;
  const { analysis, calculating } = useGtm(levers);
  return (
    <section className="screen gtm">
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} badge={<Badge tone="beta">{TEXT.beta}</Badge>} />
      <div className="gtm-header">
        <div className="card metric-card">
          <span className="metric-label">{TEXT.currentPosition}</span>
          <span className="metric-value tabular">{formatPercent(GTM_MARKET.digitizedSharePercent)}</span>
          <span className="muted">{TEXT.currentPositionDetail(formatCountShort(GTM_BASE.germanyDigitizedRides), formatCountShort(GTM_BASE.germanyRides))}</span>
        </div>
        <div className="card metric-card">
          <span className="metric-label">{TEXT.opportunity}</span>
          <span className="metric-value tabular">{formatMoneyShort(GTM_MARKET.undigitizedMarketEur)}</span>
          <span className="muted">{TEXT.opportunityDetail(formatCountShort(GTM_BASE.germanyUndigitizedRides))}</span>
        </div>
      </div>
      {!levers ? <Spinner label={TEXT.calculating} /> : (
        <div className="gtm-layout">
          <LeverPanel levers={levers} calculating={calculating} onChange={(id, value) => setEdited({ ...levers, [id]: value })} />
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
