import { useCallback, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { AgGridReact } from 'ag-grid-react';
import type {
  CellClickedEvent, CellKeyDownEvent, ColDef, FullWidthCellKeyDownEvent, ICellRendererParams, RowHeightParams,
} from 'ag-grid-community';
import { formatPnl } from '../../ui/figures.ts';
import { darkModeAtom } from '../../state/theme.ts';
import { useElementWidth } from '../useElementWidth.ts';
import { pinnedColumnWidth } from '../pinnedColumn.ts';
import type { PeriodColumnSize } from './statementPeriods.ts';
import { statementThemeDark, statementThemeLight } from './gridSetup.ts';
import { useGridLocaleText } from '../gridLocale.ts';
import { useTranslation } from '../../i18n/index.ts';
import { openCellThreadsAtom } from '../../state/comments.ts';
import '../comments/comments.css';
import './statementGrid.css';

/** A row of a statement: its figures by period column; totals are bold. */
export interface StatementLine {
  id: string;
  name: string;
  values: readonly (number | null)[];
  total: boolean;
}

/** A grid row: a section title, a line, or a line's detail across the whole grid. */
export type StatementGridRow<L extends StatementLine> =
  | { key: string; type: 'section'; title: string }
  | { key: string; type: 'line'; line: L }
  | { key: string; type: 'detail'; line: L; height: number };

/** The column id of the period column `index` ('p:0', 'p:1' …). */
export const periodColumnId = (index: number) => `p:${index}`;

/** The period column's index of a column id, or null for another column. */
export function periodIndexOf(colId: string): number | null {
  return colId.startsWith('p:') ? Number(colId.slice(2)) : null;
}

/** A cell's own content instead of the formatted figure (a check mark, a dash with its reason). */
export type CellContent<L extends StatementLine> = (line: L, index: number) => ReactNode | null;

export interface StatementGridProps<L extends StatementLine> {
  rows: readonly StatementGridRow<L>[];
  periodLabels: readonly string[];
  /** The periods of the columns as statements name them ('2026', '2026-Q1', '2026-03'): a cell with an open comment thread is marked. */
  periods?: readonly string[];
  periodColumn: PeriodColumnSize;
  /** Some period headers carry a second line (a closed month's "(Actual)"). */
  tallHeader: boolean;
  /** The Line Item column's width where the grid is wide enough (half the grid on a phone). */
  lineWidth: number;
  /** The Line Item cell of a line; the name when absent. */
  lineItem?: ComponentType<{ line: L }>;
  detail?: ComponentType<{ line: L }>;
  cellContent?: CellContent<L>;
  /** Columns after the periods (growth, margin, traceability). */
  extraColumns?: readonly ColDef<StatementGridRow<L>>[];
  rowClass?: (line: L) => string | undefined;
  /** A cell was clicked, or Enter was pressed on it: explain it (or, on the Line Item, open its detail). */
  onActivate: (line: L, colId: string, how: 'click' | 'enter') => void;
  className: string;
  testId: string;
}

/** The look of a number column: right-aligned tabular figures, negatives in red. */
export const NUMERIC_COLUMN = {
  headerClass: 'ag-right-aligned-header',
  cellClass: 'ag-right-aligned-cell statement-number',
  cellClassRules: { 'statement-negative': (p: { value: unknown }) => typeof p.value === 'number' && p.value < 0 },
} as const;

const HEADER_HEIGHT = 40;
/** Two lines of header text: a closed month reads "Mar 2026" over "(Actual)". */
const TALL_HEADER_HEIGHT = 58;
const LINE_ROW_HEIGHT = 36;
const SECTION_ROW_HEIGHT = 30;
/** Room for the horizontal scrollbar below the rows, so it never covers the last row. */
const SCROLLBAR_ALLOWANCE = 18;

function rowHeightOf<L extends StatementLine>(row: StatementGridRow<L>): number {
  if (row.type === 'section') return SECTION_ROW_HEIGHT;
  if (row.type === 'detail') return row.height;
  return LINE_ROW_HEIGHT;
}

/** A figure of a line, for the number columns; null on section and detail rows. */
export function lineValue<L extends StatementLine>(row: StatementGridRow<L> | undefined, pick: (line: L) => number | null): number | null {
  return row?.type === 'line' ? pick(row.line) : null;
}

/**
 * A section title or a line's detail across the whole grid. The grid gives the row role="row" but
 * no cell: the content is one gridcell spanning every column, so assistive technology reads it as
 * part of the table (ARIA requires a row to own cells).
 */
function FullWidthRow<L extends StatementLine>({ data, columnCount, detail: Detail }: ICellRendererParams<StatementGridRow<L>> & { columnCount: number; detail?: ComponentType<{ line: L }> }) {
  if (data?.type !== 'section' && data?.type !== 'detail') return null;
  return (
    <div role="gridcell" aria-colspan={columnCount} className={data.type === 'section' ? 'statement-section-row' : 'statement-full-width-cell'}>
      {data.type === 'section' ? data.title : Detail ? <Detail line={data.line} /> : null}
    </div>
  );
}

function LineItemCell<L extends StatementLine>({ data, lineItem: LineItem }: ICellRendererParams<StatementGridRow<L>> & { lineItem?: ComponentType<{ line: L }> }) {
  if (data?.type !== 'line') return null;
  if (LineItem) return <LineItem line={data.line} />;
  return <span className="statement-line-item"><span className="statement-line-name" title={data.line.name}>{data.line.name}</span></span>;
}

function ContentCell({ content }: { content: ReactNode }) {
  return <>{content}</>;
}

/** A figure with an open comment thread: the corner is drawn by CSS, the words are read with the figure. */
function CommentedCell({ valueFormatted, marker }: ICellRendererParams & { marker: string }) {
  return <>{valueFormatted}<span className="visually-hidden"> ({marker})</span></>;
}

/**
 * Below this grid width (a phone) the pinned names take a third of the grid and the period columns
 * shrink to what a short figure (€4.62M) needs, so at least two periods stand beside the names
 * (issue 26: one year column at 390 px was not a statement).
 */
const COMPACT_GRID_PX = 560;
const COMPACT_PINNED_SHARE = 0.36;
const COMPACT_PERIOD_COLUMN = { width: 96, minWidth: 96 };

/**
 * A statement as an AG Grid grid: Line Item pinned, one column per period (virtualised, so 60
 * months scroll smoothly), then the screen's own columns. Every figure opens the explain panel on
 * click or Enter; the grid is one Tab stop and arrows move inside it.
 */
export function StatementGrid<L extends StatementLine>(props: StatementGridProps<L>) {
  const dark = useAtomValue(darkModeAtom);
  const localeText = useGridLocaleText();
  const { t } = useTranslation('statements');
  const { t: tComments } = useTranslation('comments');
  const openCells = useAtomValue(openCellThreadsAtom);
  const { rows, periodLabels, periods, periodColumn, tallHeader, lineItem, detail, cellContent, extraColumns, rowClass, onActivate, className, testId } = props;
  const headerHeight = tallHeader ? TALL_HEADER_HEIGHT : HEADER_HEIGHT;
  const box = useRef<HTMLDivElement>(null);
  // Narrow on a phone; names that do not fit wrap onto a second line (statementGrid.css).
  const width = useElementWidth(box);
  const compact = width > 0 && width < COMPACT_GRID_PX;
  const lineWidth = pinnedColumnWidth(width, props.lineWidth, compact ? COMPACT_PINNED_SHARE : undefined);
  const periodSize = useMemo(() => (compact ? { ...periodColumn, ...COMPACT_PERIOD_COLUMN } : periodColumn), [compact, periodColumn]);
  // A fixed height that fits every row: the statement never scrolls vertically inside the page.
  const gridHeight = headerHeight + rows.reduce((sum, row) => sum + rowHeightOf(row), 0) + SCROLLBAR_ALLOWANCE + 2;

  const commented = useCallback((lineId: string, index: number) => {
    const period = periods?.[index];
    return period !== undefined && openCells.has(`${lineId}@${period}`);
  }, [periods, openCells]);

  const columns = useMemo((): ColDef<StatementGridRow<L>>[] => [
    { colId: 'line', headerName: t('grid.lineItem'), pinned: 'left', width: lineWidth, suppressMovable: true, cellRenderer: LineItemCell, cellRendererParams: { lineItem } },
    ...periodLabels.map((label, index): ColDef<StatementGridRow<L>> => ({
      colId: periodColumnId(index), headerName: label, ...periodSize, suppressMovable: true, wrapHeaderText: true, ...NUMERIC_COLUMN,
      cellClassRules: { ...NUMERIC_COLUMN.cellClassRules, 'has-open-comment': (p: { data?: StatementGridRow<L> }) => p.data?.type === 'line' && commented(p.data.line.id, index) },
      valueGetter: (p) => lineValue(p.data, (line) => line.values[index] ?? null),
      valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : formatPnl(p.value as number)),
      cellRendererSelector: (p) => {
        const content = p.data?.type === 'line' && cellContent ? cellContent(p.data.line, index) : null;
        if (content !== null) return { component: ContentCell, params: { content } };
        return p.data?.type === 'line' && commented(p.data.line.id, index) ? { component: CommentedCell, params: { marker: tComments('marker.openThread') } } : undefined;
      },
    })),
    ...(extraColumns ?? []),
  ], [t, tComments, periodLabels, periodSize, lineWidth, lineItem, cellContent, extraColumns, commented]);

  return (
    <div ref={box} className={`statement-grid ${className}`} data-testid={testId} style={{ height: gridHeight }}>
      <AgGridReact<StatementGridRow<L>>
        theme={dark ? statementThemeDark : statementThemeLight}
        localeText={localeText}
        rowData={rows as StatementGridRow<L>[]}
        columnDefs={columns}
        defaultColDef={{ sortable: false, resizable: true }}
        getRowId={(p) => p.data.key}
        headerHeight={headerHeight}
        isFullWidthRow={(p) => p.rowNode.data?.type !== 'line'}
        fullWidthCellRenderer={FullWidthRow}
        fullWidthCellRendererParams={{ columnCount: columns.length, detail }}
        getRowHeight={(p: RowHeightParams<StatementGridRow<L>>) => (p.data ? rowHeightOf(p.data) : LINE_ROW_HEIGHT)}
        getRowClass={(p) => (p.data?.type === 'line' ? [p.data.line.total ? 'statement-total-row' : '', rowClass?.(p.data.line) ?? ''].join(' ').trim() || undefined : undefined)}
        suppressCellFocus={false}
        // Tab leaves the grid instead of walking every figure (a grid is one Tab stop; arrows move inside).
        tabToNextCell={() => false}
        tabToNextHeader={() => false}
        animateRows={false}
        onCellClicked={(event: CellClickedEvent<StatementGridRow<L>>) => {
          if (event.data?.type === 'line') onActivate(event.data.line, event.column.getColId(), 'click');
        }}
        onCellKeyDown={(event: CellKeyDownEvent<StatementGridRow<L>> | FullWidthCellKeyDownEvent<StatementGridRow<L>>) => {
          const key = (event.event as KeyboardEvent | null)?.key;
          // A key on a control inside the cell (an expand button) is that control's.
          if (key !== 'Enter' || !('column' in event) || (event.event?.target as Element | null)?.closest('button')) return;
          if (event.data?.type === 'line') onActivate(event.data.line, event.column.getColId(), 'enter');
        }}
      />
    </div>
  );
}
