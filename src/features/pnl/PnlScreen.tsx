import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { columnExplanation, headlineFigures, pnlCsvRows, pnlTable, reconciliationVerdict, type PnlTableRow } from '../../../engine/analysis/pnlStatement.ts';
import { hgbCellExplanation, hgbColumnExplanation, hgbLayout, hgbTable, HGB_TOTAL_ROWS, type HgbLayout } from '../../../engine/analysis/hgbStatement.ts';
import { pnlInsights } from '../../../engine/analysis/pnlInsights.ts';
import { csvText } from '../../../engine/format/csv.ts';
import { statementRows } from '../../../engine/model/statements.ts';
import { FIRST_FORECAST_YEAR } from '../../../engine/calendar.ts';
import type { Statement } from '../../../engine/session/session.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelDefinitionAtom, shownDefinitionAtom } from '../../state/publishedModel.ts';
import { activeScenarioAtom, closeWarningsAtom, monthlyActualsSavedAtAtom } from '../../state/scenarios.ts';
import { periodAtom, type Period as ScreenPeriod } from '../../state/period.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { CloseWarnings } from '../../ui/CloseWarnings.tsx';
import { SampleActualsBanner } from '../../ui/SampleActualsBanner.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { saveCsv } from '../../ui/download.ts';
import { ExplainPanel, type PanelStep } from '../../ui/explain/ExplainPanel.tsx';
import { markedColumns, PERIOD_COLUMN, periodHeaders, periodWord, statementCellRef } from '../../ui/statement/statementPeriods.ts';
import { shownPeriodLabel } from '../../ui/statement/periodLabels.ts';
import { PeriodLegend } from '../../ui/statement/PeriodLegend.tsx';
import { i18n, useLanguage, useTranslation } from '../../i18n/index.ts';
import { AnalysisBoxes } from './AnalysisBoxes.tsx';
import { PnlGrid, type GridCellTarget, type PnlGridRow } from './PnlGrid.tsx';
import { PnlKpiCards } from './PnlKpiCards.tsx';
import { ReconciliationPanel } from './ReconciliationPanel.tsx';
import { StatementNotes } from './StatementNotes.tsx';
import { TraceabilityBanner } from './TraceabilityBanner.tsx';
import { exportFileName } from './exportFileName.ts';
import { lastUpdatedText, latestSave } from './lastUpdated.ts';
import { PNL_LAYOUTS, PNL_SCREENS, sectionTitle, type PnlKind, type PnlLayout } from './pnlTexts.ts';
import { useBaselineSettings, usePnlStatement, useTraceability } from './usePnlData.ts';
import './pnl.css';
import { shownNameOf } from '../../state/scenarioNames.ts';

/** Period columns of the 2024–2025 baseline data. */
function baselineColumnsOf(statement: Statement): boolean[] {
  return statement.periods.map((key) => Number(key.slice(0, 4)) < FIRST_FORECAST_YEAR);
}

/** What the explain panel opens for a cell: a model cell, the reason a baseline cell is empty, or how an HGB item adds up. */
function periodStep(statement: Statement, layout: PnlLayout, row: PnlTableRow, index: number, hgb: HgbLayout): PanelStep {
  const periodText = shownPeriodLabel(statement.periods[index] as string);
  if (row.values[index] === null && baselineColumnsOf(statement)[index]) {
    return {
      kind: 'figure',
      explanation: {
        name: `${row.name} · ${periodText}`, value: null, unit: 'EUR', signed: false,
        formula: i18n.t('statements:grid.notInBaseline'), explanation: i18n.t('statements:grid.notInBaselineExplanation'), inputs: [],
      },
    };
  }
  if (layout === 'hgb') return { kind: 'figure', explanation: hgbCellExplanation(row.id, periodText, statement, index, (line) => statementCellRef(statement, line, index), hgb) };
  return { kind: 'cell', ref: statementCellRef(statement, row.id, index) };
}

/** The P&L's CSV in the user's language: the engine's rows under the screen's own header. */
function exportRows(table: readonly PnlTableRow[], periodLabels: readonly string[], lastYear: number) {
  const [, ...rows] = pnlCsvRows(table, periodLabels, lastYear);
  const header = [i18n.t('statements:grid.lineItem'), ...periodLabels, i18n.t('pnl:csv.yoyGrowth', { year: lastYear }), i18n.t('pnl:csv.margin', { year: lastYear })];
  return [header, ...rows];
}

function PnlScreen({ kind }: { kind: PnlKind }) {
  const { t } = useTranslation(['pnl', 'statements']);
  const language = useLanguage();
  const screen = PNL_SCREENS[kind];
  const firstYear = screen.years[0] as number;
  const lastYear = screen.years[screen.years.length - 1] as number;
  const headerPeriod = useAtomValue(periodAtom);
  // Part 1 §2: the period switch exists on the forecast P&L only; the baseline shows its two years.
  const period: ScreenPeriod = kind === 'forecast' ? headerPeriod : 'yearly';
  const snapshot = useAtomValue(snapshotAtom);
  const scenarioName = shownNameOf(useAtomValue(activeScenarioAtom)) ?? t('header.fallbackScenario');
  const closeWarnings = useAtomValue(closeWarningsAtom);
  const settings = useBaselineSettings();
  const monthlySavedAt = useAtomValue(monthlyActualsSavedAtAtom);
  const definition = useAtomValue(modelDefinitionAtom);
  const shownDefinition = useAtomValue(shownDefinitionAtom);
  // The management P&L's rows: the published definition's, in its order, totals bold, a title above the first row of a titled section.
  const managementRows = useMemo(() => statementRows('pnl', definition.lines), [definition]);
  // The same rows labelled in the user's language (the shown definition differs in its texts only).
  const shownRows = useMemo(() => statementRows('pnl', shownDefinition.lines), [shownDefinition]);
  const hgb = useMemo(() => hgbLayout(definition.lines), [definition]);
  // The same layout naming each line in the user's language, for the explanations of its figures.
  const shownHgb = useMemo((): HgbLayout => ({ rows: hgb.rows, label: hgbLayout(shownDefinition.lines).label }), [hgb, shownDefinition]);
  const statement = usePnlStatement(kind, period, managementRows);
  const traceability = useTraceability(firstYear);
  const [layout, setLayout] = useState<PnlLayout>('management');
  const [showTraceability, setShowTraceability] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [panel, setPanel] = useState<PanelStep | null>(null);

  const years = snapshot?.years;
  const table = useMemo(() => {
    if (!statement.data || !years) return null;
    return layout === 'hgb' ? hgbTable(statement.data, years, lastYear, hgb) : pnlTable(statement.data, years, lastYear, shownRows);
  }, [statement.data, years, lastYear, layout, shownRows, hgb]);
  // Section titles and period headers are read in the language: they are drawn again when it changes.
  const gridRows = useMemo((): PnlGridRow[] | null => {
    if (!table) return null;
    if (layout === 'hgb') return table.map((row) => ({ row, total: HGB_TOTAL_ROWS.has(row.id) }));
    return table.map((row, i) => {
      const section = managementRows[i]?.section;
      const first = section !== undefined && managementRows[i - 1]?.section !== section;
      return { row, total: managementRows[i]?.total === true, sectionTitle: first ? sectionTitle(section) : undefined };
    });
  }, [table, layout, managementRows, language]);
  const marked = useMemo(() => (statement.data ? markedColumns(statement.data) : []), [statement.data]);
  const periodLabels = useMemo(() => (statement.data ? periodHeaders(statement.data) : []), [statement.data, language]);
  const baselineColumns = useMemo(() => (statement.data ? baselineColumnsOf(statement.data) : []), [statement.data]);
  const traceById = useMemo(() => (traceability.data ? new Map(traceability.data.map((item) => [item.line_id, item])) : null), [traceability.data]);
  const traceable = layout === 'management';
  const toggleRow = useCallback((id: string) => setExpanded((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }), []);
  const explain = useCallback((target: GridCellTarget) => {
    if (!statement.data || !years || !table) return;
    if (target.kind === 'period') {
      const row = table.find((candidate) => candidate.id === target.id);
      if (row) setPanel(periodStep(statement.data, layout, row, target.index, shownHgb));
      return;
    }
    const name = table.find((row) => row.id === target.id)?.name;
    const revenue = table.find((row) => row.id === 'total_revenue')?.name;
    setPanel({ kind: 'figure', explanation: layout === 'hgb' ? hgbColumnExplanation(years, target.id, target.column, lastYear, shownHgb) : columnExplanation(years, target.id, target.column, lastYear, name, revenue) });
  }, [statement.data, years, table, lastYear, layout, shownHgb]);
  const closePanel = useCallback(() => setPanel(null), []);

  const subtitle = (
    <span className="pnl-meta">
      <span>{t('header.scenario')}: <strong data-testid="pnl-scenario">{scenarioName}</strong></span>
      <span>{t('header.period')}: <strong>{screen.rangeLabel}{kind === 'forecast' ? ` (${periodWord(period)})` : ''}</strong></span>
      <span>{t('header.lastUpdated')}: <strong data-testid="pnl-last-updated">{lastUpdatedText(latestSave(settings?.last_updated, monthlySavedAt))}</strong></span>
    </span>
  );

  if (!snapshot || !years || !table || !gridRows) {
    return (
      <section className="screen">
        <PageHeader title={t(`screens.${kind}.title`)} subtitle={subtitle} />
        {statement.status === 'error'
          ? <Alert tone="error" title={t('grid.statementError')}><button type="button" className="button" onClick={statement.retry}>{t('statements:grid.retry')}</button></Alert>
          : <Spinner label={t('grid.loading')} />}
      </section>
    );
  }

  const verdict = reconciliationVerdict(snapshot.reconciliation, screen.years);
  const exportStatement = () => saveCsv(csvText(exportRows(table, periodLabels, lastYear)), exportFileName(scenarioName, screen.rangeLabel, periodWord(period)));
  const layoutOptions = PNL_LAYOUTS.map((key) => ({ key, label: t(`layout.${key}`) }));

  return (
    <section className="screen pnl-screen">
      <PageHeader
        title={t(`screens.${kind}.title`)}
        subtitle={subtitle}
        actions={(
          <>
            <Segmented label={t('layout.label')} options={layoutOptions} value={layout} onChange={setLayout} />
            <button type="button" className="button" onClick={exportStatement}>{t('statements:grid.exportCsv')}</button>
          </>
        )}
      />
      {kind === 'forecast' ? <SampleActualsBanner /> : null}
      {kind === 'forecast' ? <CloseWarnings warnings={closeWarnings} /> : null}
      <PnlKpiCards figures={headlineFigures(years, lastYear)} />
      {traceable
        ? <TraceabilityBanner shown={showTraceability} onToggle={() => setShowTraceability((shown) => !shown)} query={traceability} />
        : <p className="muted pnl-layout-note" data-testid="hgb-note">{t('layout.hgbNote')}</p>}
      <PnlGrid
        // A new period or layout starts at its first column, as a reader expects after switching.
        key={`${period}:${layout}`}
        rows={gridRows}
        periodLabels={periodLabels}
        periods={statement.data?.periods ?? []}
        lastYear={lastYear}
        reconciled={verdict.reconciled}
        traceability={traceable ? traceById : null}
        showTraceability={traceable && showTraceability}
        expanded={expanded}
        onToggleRow={toggleRow}
        onExplain={explain}
        baselineColumns={baselineColumns}
        periodColumn={PERIOD_COLUMN[period]}
        tallHeader={marked.some(Boolean)}
      />
      {marked.some(Boolean) ? <PeriodLegend /> : null}
      {statement.status === 'loading' ? <Spinner label={t('grid.loading')} /> : null}
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
