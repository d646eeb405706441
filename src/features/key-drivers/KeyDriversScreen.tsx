import { lazy, Suspense, useEffect, useState } from 'react';
import { atom, useAtom, useAtomValue } from 'jotai';
import { RefreshCw } from 'lucide-react';
import { calculatingAtom, modelErrorAtom, snapshotAtom } from '../../model/modelState.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ImportDriversButton } from './ImportDrivers.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { GoalSeekDialog } from '../../ui/analysis/GoalSeekDialog.tsx';
import { appStore } from '../../state/store.ts';
import { CategoryBrowser } from './CategoryBrowser.tsx';
import { PnlImpact } from './PnlImpact.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { pendingDriverValuesAtom, realTimeAtom } from './realTime.ts';
import { refreshForecast } from './refresh.ts';
import { seekDriverAtom } from './seekTarget.ts';
import { DriverCommentsDialog } from './DriverComments.tsx';
import { KEY_DRIVERS_TEXT as TEXT } from './texts.ts';
import './keyDrivers.css';

// AG Grid is large: it loads only when the grid view is opened.
const DriverGrid = lazy(() => import('./grid/DriverGrid.tsx').then((m) => ({ default: m.DriverGrid })));

type View = 'cards' | 'grid';

const DRIVERS_ID = 'kd-drivers';

// The screen itself only needs to know that figures exist; the cards that show them subscribe to
// the snapshot, so a recalculation repaints them and not the whole screen.
const modelReadyAtom = atom((get) => get(snapshotAtom) !== null);

function RefreshButton() {
  const calculating = useAtomValue(calculatingAtom);
  return (
    <button type="button" className="button" disabled={calculating} aria-busy={calculating} onClick={() => void refreshForecast()}>
      {calculating ? <span className="spinner spinner-small" role="status" aria-label={TEXT.calculating} /> : <RefreshCw size={16} aria-hidden="true" />}
      {TEXT.refresh}
    </button>
  );
}

function RealTimeBadge() {
  const realTime = useAtomValue(realTimeAtom);
  return <span className={`badge ${realTime ? 'badge-good' : 'badge-neutral'}`} title={realTime ? TEXT.realTimeOn : TEXT.realTimeOff}>{TEXT.realTimeBadge}</span>;
}

function PendingNote() {
  const count = Object.keys(useAtomValue(pendingDriverValuesAtom)).length;
  return count > 0 ? <Alert tone="info">{TEXT.pendingChanges(count)}</Alert> : null;
}

/**
 * A value applied by goal seek is a draft at once, also with Real-Time off (like 'Reset to
 * scenario'), so a value of the driver still waiting for Refresh is dropped: it would hide the draft.
 */
function dropWaitingValue(driverId: string): void {
  const { [driverId]: _dropped, ...stillPending } = appStore.get(pendingDriverValuesAtom);
  appStore.set(pendingDriverValuesAtom, stillPending);
}

function SeekTargetDialog() {
  const [driverId, setDriverId] = useAtom(seekDriverAtom);
  // Leaving the screen closes the dialog; it does not open again on coming back.
  useEffect(() => () => setDriverId(null), [setDriverId]);
  if (!driverId) return null;
  return <GoalSeekDialog subject={{ kind: 'driver', driverId }} onClose={() => setDriverId(null)} onApplied={dropWaitingValue} />;
}

/** The skip link's target: the first slider of the open category, or the grid's first cell. */
function focusFirstDriver(): void {
  const drivers = document.getElementById(DRIVERS_ID);
  (drivers?.querySelector<HTMLElement>('input[type="range"]') ?? drivers?.querySelector<HTMLElement>('[tabindex="0"], [tabindex="-1"][role="gridcell"]'))?.focus();
}

/** Part 2 §2 Key Performance Dashboard: every figure from the worker's snapshot of the active scenario plus drafts. */
export function KeyDriversScreen() {
  const ready = useAtomValue(modelReadyAtom);
  const error = useAtomValue(modelErrorAtom);
  const [view, setView] = useState<View>('cards');
  const header = <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} badge={<RealTimeBadge />} skip={{ label: TEXT.skipToDrivers, focus: focusFirstDriver }} actions={<><ImportDriversButton /><RefreshButton /></>} />;
  if (!ready) {
    return (
      <section className="screen">
        {header}
        {error ? <Alert tone="error" title={TEXT.loadFailed}>{error}</Alert> : <Spinner label={TEXT.loading} />}
      </section>
    );
  }
  return (
    <section className="screen kd-screen">
      {header}
      {error ? <Alert tone="error" title={TEXT.changeRefused}>{error}</Alert> : null}
      <SummaryPanel />
      <div className="segmented kd-view-switch" role="group" aria-label={TEXT.viewLabel}>
        {(['cards', 'grid'] as const).map((key) => (
          <button key={key} type="button" className={`segmented-item${view === key ? ' segmented-item-active' : ''}`} aria-pressed={view === key} onClick={() => setView(key)}>
            {TEXT.view(key)}
          </button>
        ))}
      </div>
      <PendingNote />
      <div id={DRIVERS_ID} className="kd-drivers">
        {view === 'cards' ? <CategoryBrowser /> : (
          <Suspense fallback={<Spinner label={TEXT.loadingGrid} />}>
            <DriverGrid />
          </Suspense>
        )}
      </div>
      <PnlImpact />
      <footer className="card kd-footer" aria-label={TEXT.footer.title}>
        <h2 className="card-title">{TEXT.footer.title}</h2>
        <ul>{TEXT.footer.items.map((item) => <li key={item}>{item}</li>)}</ul>
      </footer>
      <SeekTargetDialog />
      <DriverCommentsDialog />
    </section>
  );
}
