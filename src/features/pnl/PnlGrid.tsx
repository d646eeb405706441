import { useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { AgGridReact } from 'ag-grid-react';
import type {
  CellClickedEvent, CellKeyDownEvent, ColDef, FullWidthCellKeyDownEvent, ICellRendererParams, RowHeightParams,
} from 'ag-grid-community';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { formatPercent, formatPnl } from '../../../engine/format/number.ts';
import type { PnlTableRow } from '../../../engine/analysis/pnlStatement.ts';
import type { PnlRow } from '../../../engine/model/statements.ts';
import type { PnlTraceItem } from '../../../engine/session/traceability.ts';
import { darkModeAtom } from '../../state/theme.ts';
import { useElementWidth } from '../../ui/useElementWidth.ts';
import { pinnedColumnWidth } from '../../ui/pinnedColumn.ts';
import { statementThemeDark, statementThemeLight } from './gridSetup.ts';
import { GRID_TEXT, RECONCILIATION_TEXT, TOTAL_ROWS, TRACEABILITY_TEXT } from './pnlTexts.ts';
import { hasTraceability, TraceDetail, traceSummary } from './TraceDetail.tsx';

/** A figure of the grid that the explain panel can open: a period cell, or the row's YoY / margin. */
export type GridCellTarget =
  | { kind: 'period'; id: PnlRow; index: number }
  | { kind: 'column'; id: PnlRow; column: 'yoy' | 'margin' };

type GridRow =
  | { key: string; type: 'section'; title: string }
  | { key: string; type: 'line'; row: PnlTableRow; trace: PnlTraceItem | null }
  | { key: string; type: 'detail'; trace: PnlTraceItem };

const SECTION_BEFORE: Partial<Record<PnlRow, string>> = { one_time_revenue: GRID_TEXT.revenueSection, employees: GRID_TEXT.expenseSection };

const HEADER_HEIGHT = 40;
/** Two lines of header text: a closed month reads "Mar 2026" over "(Actual)". */
const TALL_HEADER_HEIGHT = 58;
const LINE_ROW_HEIGHT = 36;
const SECTION_ROW_HEIGHT = 30;
/** Room for the horizontal scrollbar below the rows, so it never covers the EBITDA row. */
const SCROLLBAR_ALLOWANCE = 18;

export interface PnlGridProps {
  table: readonly PnlTableRow[];
  periodLabels: readonly string[];
  lastYear: number;
  reconciled: boolean;
  /** Null until the traceability report is loaded. */
  traceability: ReadonlyMap<string, PnlTraceItem> | null;
  showTraceability: boolean;
  expanded: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onExplain: (target: GridCellTarget) => void;
  /** Sizing of a period column: years share the width, quarters and months have a fixed width. */
  periodColumn: Pick<ColDef, 'width' | 'flex' | 'minWidth'>;
  /** Some period headers carry a second line (a closed month's "(Actual)"). */
  tallHeader: boolean;
}

function rowsOf({ table, traceability, showTraceability, expanded }: Pick<PnlGridProps, 'table' | 'traceability' | 'showTraceability' | 'expanded'>): GridRow[] {
  const rows: GridRow[] = [];
  for (const row of table) {
    const section = SECTION_BEFORE[row.id];
    if (section) rows.push({ key: `section:${row.id}`, type: 'section', title: section });
    const trace = traceability?.get(row.id) ?? null;
    rows.push({ key: row.id, type: 'line', row, trace });
    if (showTraceability && trace && expanded.has(row.id) && hasTraceability(trace)) {
      rows.push({ key: `detail:${row.id}`, type: 'detail', trace });
    }
  }
  return rows;
}

/** A line whose traceability detail can be opened (the table shows traceability and the line has some). */
function isExpandable(row: GridRow | undefined, showTraceability: boolean): row is Extract<GridRow, { type: 'line' }> {
  return showTraceability && row?.type === 'line' && row.trace !== null && hasTraceability(row.trace);
}

function LineItemCell({ data, showTraceability, expanded, onToggleRow, reconciled }: ICellRendererParams<GridRow> & Pick<PnlGridProps, 'showTraceability' | 'expanded' | 'onToggleRow' | 'reconciled'>) {
  if (data?.type !== 'line') return null;
  const { row } = data;
  const expandable = isExpandable(data, showTraceability);
  const open = expanded.has(row.id);
  return (
    <span className="pnl-line-item">
      {expandable ? (
        <button
          type="button"
          className="pnl-expand"
          // The grid is one Tab stop: keyboard users press Enter on the line's cell instead.
          tabIndex={-1}
          aria-expanded={open}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${row.name}`}
          onClick={(event) => {
            event.stopPropagation();
            onToggleRow(row.id);
          }}
        >
          {open ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
        </button>
      ) : showTraceability ? <span className="pnl-expand-spacer" /> : null}
      <span className="pnl-line-name" title={row.name}>{row.name}</span>
      {row.id === 'ebitda' ? (
        <span className={`badge ${reconciled ? 'badge-good' : 'badge-critical'}`} data-testid="ebitda-marker">
          {reconciled ? RECONCILIATION_TEXT.markerReconciled : RECONCILIATION_TEXT.markerVariance}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A section title or an expanded traceability row across the whole grid. The grid gives the row
 * role="row" but no cell: the content is one gridcell spanning every column, so assistive
 * technology reads it as part of the table (ARIA requires a row to own cells).
 */
function FullWidthRow({ data, columnCount }: ICellRendererParams<GridRow> & { columnCount: number }) {
  if (data?.type !== 'section' && data?.type !== 'detail') return null;
  return (
    <div role="gridcell" aria-colspan={columnCount} className={data.type === 'section' ? 'pnl-section-row' : 'pnl-full-width-cell'}>
      {data.type === 'section' ? data.title : <TraceDetail trace={data.trace} />}
    </div>
  );
}

function TraceCell({ data }: ICellRendererParams<GridRow>) {
  if (data?.type !== 'line') return null;
  if (!data.trace) return <span className="muted">…</span>;
  return <span className="pnl-trace-summary">{traceSummary(data.trace)}</span>;
}

const lineValue = (row: GridRow | undefined, pick: (line: PnlTableRow) => number | null): number | null =>
  row?.type === 'line' ? pick(row.row) : null;

function targetOf(row: GridRow | undefined, colId: string): GridCellTarget | null {
  if (row?.type !== 'line') return null;
  if (colId.startsWith('p:')) return { kind: 'period', id: row.row.id, index: Number(colId.slice(2)) };
  if (colId === 'yoy' || colId === 'margin') return { kind: 'column', id: row.row.id, column: colId };
  return null;
}

/**
 * The statement as an AG Grid grid (part 2 §2): Line Item pinned, one column per period
 * (virtualised, so 60 months scroll smoothly), YoY Growth, Margin and, when shown, Traceability.
 * Every figure opens the explain panel on click or Enter.
 */
export function PnlGrid(props: PnlGridProps) {
  const dark = useAtomValue(darkModeAtom);
  const { table, traceability, periodLabels, lastYear, showTraceability, expanded, onToggleRow, reconciled, onExplain, periodColumn, tallHeader } = props;
  const headerHeight = tallHeader ? TALL_HEADER_HEIGHT : HEADER_HEIGHT;
  const rows = useMemo(() => rowsOf({ table, traceability, showTraceability, expanded }), [table, traceability, showTraceability, expanded]);
  const box = useRef<HTMLDivElement>(null);
  // Narrow on a phone; names that do not fit wrap onto a second line (pnl.css).
  const lineWidth = pinnedColumnWidth(useElementWidth(box), showTraceability ? 320 : 290);
  // A fixed height that fits every row: the statement never scrolls vertically inside the page.
  const gridHeight = headerHeight + rows.reduce((sum, row) => sum + rowHeightOf(row), 0) + SCROLLBAR_ALLOWANCE + 2;

  const columns = useMemo((): ColDef<GridRow>[] => {
    const numeric = {
      headerClass: 'ag-right-aligned-header',
      cellClass: 'ag-right-aligned-cell pnl-number',
      cellClassRules: { 'pnl-negative': (p: { value: unknown }) => typeof p.value === 'number' && p.value < 0 },
    };
    return [
      {
        colId: 'line', headerName: GRID_TEXT.lineItem, pinned: 'left', width: lineWidth, suppressMovable: true,
        cellRenderer: LineItemCell, cellRendererParams: { showTraceability, expanded, onToggleRow, reconciled },
      },
      ...periodLabels.map((label, index): ColDef<GridRow> => ({
        colId: `p:${index}`, headerName: label, ...periodColumn, suppressMovable: true, wrapHeaderText: true, ...numeric,
        valueGetter: (p) => lineValue(p.data, (line) => line.values[index] ?? null),
        valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : formatPnl(p.value as number)),
      })),
      {
        colId: 'yoy', headerName: GRID_TEXT.yoyGrowth, headerTooltip: GRID_TEXT.yoyTooltip(lastYear), width: 120, suppressMovable: true, ...numeric,
        valueGetter: (p) => lineValue(p.data, (line) => line.yoyGrowth),
        // A line without a comparable prior year shows a dash, never a 0 that reads as "no change".
        valueFormatter: (p) => (typeof p.value === 'number' ? formatPercent(p.value, { signed: true }) : p.data?.type === 'line' ? '—' : ''),
      },
      {
        colId: 'margin', headerName: GRID_TEXT.margin(lastYear), width: 120, suppressMovable: true, ...numeric,
        valueGetter: (p) => lineValue(p.data, (line) => line.margin),
        valueFormatter: (p) => (typeof p.value === 'number' ? formatPercent(p.value) : p.data?.type === 'line' ? '—' : ''),
      },
      ...(showTraceability ? [{ colId: 'trace', headerName: TRACEABILITY_TEXT.column, width: 360, suppressMovable: true, cellRenderer: TraceCell } satisfies ColDef<GridRow>] : []),
    ];
  }, [periodLabels, lastYear, showTraceability, expanded, onToggleRow, reconciled, periodColumn, lineWidth]);

  function open(row: GridRow | undefined, colId: string) {
    const target = targetOf(row, colId);
    if (target) onExplain(target);
  }

  return (
    <div ref={box} className="pnl-grid" data-testid="pnl-grid" style={{ height: gridHeight }}>
      <AgGridReact<GridRow>
        theme={dark ? statementThemeDark : statementThemeLight}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={{ sortable: false, resizable: true }}
        getRowId={(p) => p.data.key}
        headerHeight={headerHeight}
        isFullWidthRow={(p) => p.rowNode.data?.type !== 'line'}
        fullWidthCellRenderer={FullWidthRow}
        fullWidthCellRendererParams={{ columnCount: columns.length }}
        getRowHeight={(p: RowHeightParams<GridRow>) => (p.data ? rowHeightOf(p.data) : LINE_ROW_HEIGHT)}
        getRowClass={(p) => (p.data?.type === 'line' && TOTAL_ROWS.has(p.data.row.id) ? 'pnl-total-row' : undefined)}
        suppressCellFocus={false}
        // Tab leaves the grid instead of walking every figure (a grid is one Tab stop; arrows move inside).
        tabToNextCell={() => false}
        tabToNextHeader={() => false}
        animateRows={false}
        onCellClicked={(event: CellClickedEvent<GridRow>) => open(event.data, event.column.getColId())}
        onCellKeyDown={(event: CellKeyDownEvent<GridRow> | FullWidthCellKeyDownEvent<GridRow>) => {
          const key = (event.event as KeyboardEvent | null)?.key;
          // A key on a control inside the cell (the expand button) is that control's.
          if (key !== 'Enter' || !('column' in event) || (event.event?.target as Element | null)?.closest('button')) return;
          // Enter on a line's name opens or closes its traceability, as its button does for the mouse.
          if (event.column.getColId() === 'line' && isExpandable(event.data, showTraceability)) onToggleRow(event.data.row.id);
          else open(event.data, event.column.getColId());
        }}
      />
    </div>
  );
}

/** Row heights; an expanded traceability row grows with its assumption chips (about four to a line). */
function rowHeightOf(row: GridRow): number {
  if (row.type === 'section') return SECTION_ROW_HEIGHT;
  if (row.type === 'detail') return Math.min(260, 96 + Math.ceil(row.trace.source_assumptions.length / 4) * 30);
  return LINE_ROW_HEIGHT;
}
