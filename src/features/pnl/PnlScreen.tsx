import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { columnExplanation, headlineFigures, pnlCsvRows, pnlTable, reconciliationVerdict } from '../../../engine/analysis/pnlStatement.ts';
import { pnlInsights } from '../../../engine/analysis/pnlInsights.ts';
import { csvText } from '../../../engine/format/csv.ts';
import type { ExplainRef } from '../../../engine/session/cellRef.ts';
import type { Statement } from '../../../engine/session/session.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { activeScenarioAtom, closeWarningsAtom } from '../../state/scenarios.ts';
import { periodAtom, type Period as ScreenPeriod } from '../../state/period.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { CloseWarnings } from '../../ui/CloseWarnings.tsx';
import { SampleActualsBanner } from '../../ui/SampleActualsBanner.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AnalysisBoxes } from './AnalysisBoxes.tsx';
import { ExplainPanel, type PanelStep } from './ExplainPanel.tsx';
import { PnlGrid, type GridCellTarget } from './PnlGrid.tsx';
import { PnlKpiCards } from './PnlKpiCards.tsx';
import { ReconciliationPanel } from './ReconciliationPanel.tsx';
import { StatementNotes } from './StatementNotes.tsx';
import { TraceabilityBanner } from './TraceabilityBanner.tsx';
import { exportFileName } from './exportFileName.ts';
import { saveCsv } from '../../ui/download.ts';
import { FIRST_FORECAST_YEAR, periodLabel } from '../../../engine/calendar.ts';
import { GRID_TEXT, HEADER_TEXT, PERIOD_WORDS, PNL_SCREENS, type PnlKind } from './pnlTexts.ts';
import { useBaselineSettings, useStatement, useTraceability } from './usePnlData.ts';
import './gridSetup.ts';
import './pnl.css';

// Every key is set in every entry: the grid keeps a column's flex and width across updates unless told otherwise.
const PERIOD_COLUMN: Record<ScreenPeriod, { width: number; flex: number | null; minWidth: number }> = {
  yearly: { width: 132, flex: 1, minWidth: 120 },
  quarterly: { width: 112, flex: null, minWidth: 112 },
  monthly: { width: 100, flex: null, minWidth: 100 },
};

const lastUpdatedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function lastUpdatedText(value: string | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : lastUpdatedFormat.format(date);
}

/** The model cell behind a period column of the statement. */
function refOf(statement: Statement, target: Extract<GridCellTarget, { kind: 'period' }>): ExplainRef {
  const period = statement.periods[target.index] as string;
  if (statement.period === 'quarter') return { sheet: 'Quarters', id: target.id, period };
  if (statement.period === 'month') return Number(period.slice(0, 4)) < 2026 ? { sheet: 'Actuals', id: target.id, period } : { sheet: 'Monthly', id: target.id, period };
  return { sheet: 'Annual', id: target.id, period };
}

function PnlScreen({ kind }: { kind: PnlKind }) {
  const screen = PNL_SCREENS[kind];
  const firstYear = screen.years[0] as number;
  const lastYear = screen.years[screen.years.length - 1] as number;
  const headerPeriod = useAtomValue(periodAtom);
  // Part 1 §2: the period switch exists on the forecast P&L only; the baseline shows its two years.
  const period: ScreenPeriod = kind === 'forecast' ? headerPeriod : 'yearly';
  const snapshot = useAtomValue(snapshotAtom);
  const scenarioName = useAtomValue(activeScenarioAtom)?.scenario_name ?? HEADER_TEXT.fallbackScenario;
  const closeWarnings = useAtomValue(closeWarningsAtom);
  const settings = useBaselineSettings();
  const statement = useStatement(kind, period);
  const traceability = useTraceability(firstYear);
  const [showTraceability, setShowTraceability] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [panel, setPanel] = useState<PanelStep | null>(null);

  const years = snapshot?.years;
  const table = useMemo(() => (statement.data && years ? pnlTable(statement.data, years, lastYear) : null), [statement.data, years, lastYear]);
  // A period of 2026 on whose months are all closed holds actuals: its header says so.
  const closedColumns = useMemo(() => statement.data?.periods.map((key, i) => statement.data?.kinds[i] === 'actual' && Number(key.slice(0, 4)) >= FIRST_FORECAST_YEAR) ?? [], [statement.data]);
  const periodLabels = useMemo(() => statement.data?.periods.map((key, i) => (closedColumns[i] ? GRID_TEXT.actualPeriod(periodLabel(key)) : periodLabel(key))) ?? [], [statement.data, closedColumns]);
  const traceById = useMemo(() => (traceability.data ? new Map(traceability.data.map((item) => [item.line_id, item])) : null), [traceability.data]);
  const toggleRow = useCallback((id: string) => setExpanded((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }), []);
  const explain = useCallback((target: GridCellTarget) => {
    if (!statement.data || !years) return;
    setPanel(target.kind === 'period'
      ? { kind: 'cell', ref: refOf(statement.data, target) }
      : { kind: 'column', explanation: columnExplanation(years, target.id, target.column, lastYear) });
  }, [statement.data, years, lastYear]);
  const closePanel = useCallback(() => setPanel(null), []);

  const subtitle = (
    <span className="pnl-meta">
      <span>{HEADER_TEXT.scenario}: <strong data-testid="pnl-scenario">{scenarioName}</strong></span>
      <span>{HEADER_TEXT.period}: <strong>{screen.rangeLabel}{kind === 'forecast' ? ` (${PERIOD_WORDS[period]})` : ''}</strong></span>
      <span>{HEADER_TEXT.lastUpdated}: <strong data-testid="pnl-last-updated">{lastUpdatedText(settings?.last_updated)}</strong></span>
    </span>
  );

  if (!snapshot || !years || !table) {
    return (
      <section className="screen">
        <PageHeader title={screen.title} subtitle={subtitle} />
        {statement.status === 'error'
          ? <Alert tone="error" title={GRID_TEXT.statementError}><button type="button" className="button" onClick={statement.retry}>{GRID_TEXT.retry}</button></Alert>
          : <Spinner label={GRID_TEXT.loading} />}
      </section>
    );
  }

  const verdict = reconciliationVerdict(snapshot.reconciliation, screen.years);
  const exportStatement = () => saveCsv(csvText(pnlCsvRows(table, periodLabels, lastYear)), exportFileName(scenarioName, screen.rangeLabel, PERIOD_WORDS[period]));

  return (
    <section className="screen pnl-screen">
      <PageHeader
        title={screen.title}
        subtitle={subtitle}
        actions={<button type="button" className="button" onClick={exportStatement}>{GRID_TEXT.exportCsv}</button>}
      />
      {kind === 'forecast' ? <SampleActualsBanner /> : null}
      {kind === 'forecast' ? <CloseWarnings warnings={closeWarnings} /> : null}
      <PnlKpiCards figures={headlineFigures(years, lastYear)} />
      <TraceabilityBanner shown={showTraceability} onToggle={() => setShowTraceability((shown) => !shown)} query={traceability} />
      <PnlGrid
        // A new period layout starts at its first column, as a reader expects after switching.
        key={period}
        table={table}
        periodLabels={periodLabels}
        lastYear={lastYear}
        reconciled={verdict.reconciled}
        traceability={traceById}
        showTraceability={showTraceability}
        expanded={expanded}
        onToggleRow={toggleRow}
        onExplain={explain}
        periodColumn={PERIOD_COLUMN[period]}
        tallHeader={closedColumns.some(Boolean)}
      />
      {statement.status === 'loading' ? <Spinner label={GRID_TEXT.loading} /> : null}
      <ReconciliationPanel rows={verdict.rows} />
      <AnalysisBoxes insights={pnlInsights(years, firstYear, lastYear)} />
      <StatementNotes />
      {panel ? <ExplainPanel key={JSON.stringify(panel)} root={panel} onClose={closePanel} /> : null}
    </section>
  );
}

export function BaselinePnlScreen() {
  return <PnlScreen kind="baseline" />;
}

export function ForecastPnlScreen() {
  return <PnlScreen kind="forecast" />;
}
