import { useCallback, useMemo } from 'react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { formatPercent } from '../../ui/figures.ts';
import { changeTone } from '../../../engine/model/favourable.ts';
import type { PnlTableRow } from '../../../engine/analysis/pnlStatement.ts';
import type { PnlTraceItem } from '../../../engine/session/traceability.ts';
import {
  lineValue, NUMERIC_COLUMN, periodIndexOf, StatementGrid, type StatementGridRow, type StatementLine,
} from '../../ui/statement/StatementGrid.tsx';
import type { PeriodColumnSize } from '../../ui/statement/statementPeriods.ts';
import { MissingFigure } from '../../ui/statement/MissingFigure.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { useShownTexts } from '../../ui/explain/shownTexts.ts';
import { hasTraceability, TraceDetail, traceSummary } from './TraceDetail.tsx';

/** A figure of the grid that the explain panel can open: a period cell, or the row's YoY / margin. */
export type GridCellTarget =
  | { kind: 'period'; id: string; index: number }
  | { kind: 'column'; id: string; column: 'yoy' | 'margin' };

interface PnlLine extends StatementLine {
  row: PnlTableRow;
  trace: PnlTraceItem | null;
}

/** A row of the table with what the grid shows beside it: its section's title, total, traceability. */
export interface PnlGridRow {
  row: PnlTableRow;
  total: boolean;
  /** The title shown above the row (the first row of a titled section). */
  sectionTitle?: string;
}

export interface PnlGridProps {
  rows: readonly PnlGridRow[];
  periodLabels: readonly string[];
  /** The columns' periods ('2026', '2026-Q1', '2026-03'), for the marks of commented cells. */
  periods: readonly string[];
  lastYear: number;
  reconciled: boolean;
  /** Null until the traceability report is loaded; absent in a layout without traceability. */
  traceability: ReadonlyMap<string, PnlTraceItem> | null;
  showTraceability: boolean;
  expanded: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onExplain: (target: GridCellTarget) => void;
  /** Period columns of the 2024–2025 baseline: an empty figure there is a dash with its reason. */
  baselineColumns: readonly boolean[];
  periodColumn: PeriodColumnSize;
  tallHeader: boolean;
}

/** Row heights of an expanded traceability row: it grows with its assumption chips (about four to a line). */
function detailHeight(trace: PnlTraceItem): number {
  return Math.min(260, 96 + Math.ceil(trace.source_assumptions.length / 4) * 30);
}

function gridRows({ rows, traceability, showTraceability, expanded }: Pick<PnlGridProps, 'rows' | 'traceability' | 'showTraceability' | 'expanded'>): StatementGridRow<PnlLine>[] {
  const out: StatementGridRow<PnlLine>[] = [];
  for (const { row, total, sectionTitle } of rows) {
    if (sectionTitle) out.push({ key: `section:${row.id}`, type: 'section', title: sectionTitle });
    const trace = traceability?.get(row.id) ?? null;
    const line: PnlLine = { id: row.id, name: row.name, values: row.values, total, row, trace };
    out.push({ key: row.id, type: 'line', line });
    if (showTraceability && trace && expanded.has(row.id) && hasTraceability(trace)) out.push({ key: `detail:${row.id}`, type: 'detail', line, height: detailHeight(trace) });
  }
  return out;
}

/** A line whose traceability detail can be opened (the table shows traceability and the line has some). */
function isExpandable(line: PnlLine, showTraceability: boolean): boolean {
  return showTraceability && line.trace !== null && hasTraceability(line.trace);
}

function TraceCell({ data }: ICellRendererParams<StatementGridRow<PnlLine>>) {
  const { tables } = useShownTexts();
  if (data?.type !== 'line') return null;
  if (!data.line.trace) return <span className="muted">…</span>;
  return <span className="pnl-trace-summary">{traceSummary(data.line.trace, tables)}</span>;
}

function ExpandedTrace({ line }: { line: PnlLine }) {
  return line.trace ? <TraceDetail trace={line.trace} name={line.name} /> : null;
}

/**
 * The P&L statement (part 2 §2) on the shared statement grid: Line Item pinned with the EBITDA
 * reconciliation marker and, when shown, the traceability button; one column per period, YoY
 * Growth, Margin and Traceability. Every figure opens the explain panel on click or Enter.
 */
export function PnlGrid(props: PnlGridProps) {
  const { rows, traceability, periodLabels, periods, lastYear, showTraceability, expanded, onToggleRow, reconciled, onExplain, baselineColumns, periodColumn, tallHeader } = props;
  const { t } = useTranslation('pnl');
  const { t: tStatements } = useTranslation('statements');
  const gridData = useMemo(() => gridRows({ rows, traceability, showTraceability, expanded }), [rows, traceability, showTraceability, expanded]);

  const LineItem = useCallback(({ line }: { line: PnlLine }) => {
    const open = expanded.has(line.id);
    return (
      <span className={`statement-line-item${line.id === 'ebitda' ? ' pnl-marked-line' : ''}`}>
        {isExpandable(line, showTraceability) ? (
          <button
            type="button"
            className="pnl-expand"
            // The grid is one Tab stop: keyboard users press Enter on the line's cell instead.
            tabIndex={-1}
            aria-expanded={open}
            aria-label={open ? t('grid.collapse', { name: line.name }) : t('grid.expand', { name: line.name })}
            onClick={(event) => {
              event.stopPropagation();
              onToggleRow(line.id);
            }}
          >
            {open ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
          </button>
        ) : showTraceability ? <span className="pnl-expand-spacer" /> : null}
        <span className="statement-line-name" title={line.name}>{line.name}</span>
        {line.id === 'ebitda' ? (
          <span className={`badge ${reconciled ? 'badge-good' : 'badge-critical'}`} data-testid="ebitda-marker">
            {reconciled ? t('reconciliation.markerReconciled') : t('reconciliation.markerVariance')}
          </span>
        ) : null}
      </span>
    );
  }, [t, expanded, showTraceability, onToggleRow, reconciled]);

  // Rows below EBITDA hold nothing in 2024 and 2025: a dash that says why, never a blank or a 0.
  const cellContent = useCallback((line: PnlLine, index: number) => (
    line.values[index] === null && baselineColumns[index] ? <MissingFigure reason={tStatements('grid.notInBaseline')} /> : null
  ), [tStatements, baselineColumns]);

  const extraColumns = useMemo((): ColDef<StatementGridRow<PnlLine>>[] => [
    {
      colId: 'yoy', headerName: t('grid.yoyGrowth'), headerTooltip: t('grid.yoyTooltip', { year: lastYear, prior: lastYear - 1 }), width: 112, suppressMovable: true, ...NUMERIC_COLUMN,
      valueGetter: (p) => lineValue(p.data, (line) => line.row.yoyGrowth),
      // Good news green, bad news red, by the line's favourable direction: a fall in a cost is good news.
      cellClassRules: {
        'statement-favourable': (p) => p.data?.type === 'line' && typeof p.value === 'number' && changeTone(p.data.line.id, p.value) === 'favourable',
        'statement-unfavourable': (p) => p.data?.type === 'line' && typeof p.value === 'number' && changeTone(p.data.line.id, p.value) === 'unfavourable',
      },
      // A line without a comparable prior year shows a dash, never a 0 that reads as "no change".
      valueFormatter: (p) => (typeof p.value === 'number' ? formatPercent(p.value, { signed: true }) : p.data?.type === 'line' ? '—' : ''),
    },
    {
      colId: 'margin', headerName: t('grid.margin', { year: lastYear }), headerTooltip: t('grid.marginTooltip', { year: lastYear }), width: 120, suppressMovable: true, ...NUMERIC_COLUMN,
      valueGetter: (p) => lineValue(p.data, (line) => line.row.margin),
      valueFormatter: (p) => (typeof p.value === 'number' ? formatPercent(p.value) : p.data?.type === 'line' ? '—' : ''),
    },
    ...(showTraceability ? [{ colId: 'trace', headerName: t('traceability.column'), width: 360, suppressMovable: true, cellRenderer: TraceCell } satisfies ColDef<StatementGridRow<PnlLine>>] : []),
  ], [t, lastYear, showTraceability]);

  const onActivate = useCallback((line: PnlLine, colId: string, how: 'click' | 'enter') => {
    // Enter on a line's name opens or closes its traceability, as its button does for the mouse.
    if (colId === 'line') {
      if (how === 'enter' && isExpandable(line, showTraceability)) onToggleRow(line.id);
      return;
    }
    const index = periodIndexOf(colId);
    if (index !== null) onExplain({ kind: 'period', id: line.id, index });
    else if (colId === 'yoy' || colId === 'margin') onExplain({ kind: 'column', id: line.id, column: colId });
  }, [showTraceability, onToggleRow, onExplain]);

  return (
    <StatementGrid<PnlLine>
      rows={gridData}
      periodLabels={periodLabels}
      periods={periods}
      periodColumn={periodColumn}
      tallHeader={tallHeader}
      lineWidth={showTraceability ? 320 : 256}
      lineItem={LineItem}
      detail={ExpandedTrace}
      cellContent={cellContent}
      extraColumns={extraColumns}
      onActivate={onActivate}
      className="pnl-grid"
      testId="pnl-grid"
    />
  );
}
