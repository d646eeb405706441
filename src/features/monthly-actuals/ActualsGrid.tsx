import { useCallback, useEffect, useMemo, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule, ClientSideRowModelModule, colorSchemeDark, ModuleRegistry, PinnedRowModule, RenderApiModule, RowApiModule, RowAutoHeightModule,
  ScrollApiModule, TextEditorModule, themeQuartz, TooltipModule, type CellEditRequestEvent, type ColDef, type GetRowIdParams, type SuppressKeyboardEventParams,
} from 'ag-grid-community';
import type { ClosedMonthLine } from '../../../engine/actuals/closedMonths.ts';
import { formatGridNumber } from '../../ui/figures.ts';
import { darkModeAtom } from '../../state/theme.ts';
import { pastedColumn } from '../../ui/pastedColumn.ts';
import { pinnedColumnWidth } from '../../ui/pinnedColumn.ts';
import { useElementWidth } from '../../ui/useElementWidth.ts';
import { cellKey, type CellKey, type Edits, type SheetRow } from './sheet.ts';
import type { MonthFiguresAnswer } from '../../../contract/monthlyActuals.ts';
import { totalsRows } from './totals.ts';
import { useGridLocaleText } from '../../ui/gridLocale.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';

// RowAutoHeightModule: the wrapped labels' rows grow to their text (without it AG Grid logs error #200
// and cuts them); PinnedRowModule: the totals below the lines; ScrollApiModule: the months being closed in view.
ModuleRegistry.registerModules([
  ClientSideRowModelModule, TextEditorModule, CellStyleModule, TooltipModule, RowApiModule, RenderApiModule, RowAutoHeightModule, PinnedRowModule, ScrollApiModule,
]);

// The Key Drivers sheet's themes, so both grids look alike in light and dark.
const lightTheme = themeQuartz.withParams({ accentColor: '#1053ff', fontFamily: 'inherit', headerFontWeight: 600, cellHorizontalPaddingScale: 0.6 });
const darkTheme = themeQuartz.withPart(colorSchemeDark).withParams({
  accentColor: '#5b8cff', fontFamily: 'inherit', headerFontWeight: 600, cellHorizontalPaddingScale: 0.6,
  backgroundColor: '#111a2e', foregroundColor: '#e6ecf7', chromeBackgroundColor: '#17223a', borderColor: '#25324d',
});

const rowId = (params: GetRowIdParams<SheetRow>) => params.data.line;

/** Below this grid width (a phone) the line names wrap in a narrower pinned column, so the months keep most of the width. */
const NARROW_GRID_PX = 480;

/** Delete and Backspace belong to the screen while no cell is being edited (take back an edit). */
function leaveToScreen({ event, editing }: SuppressKeyboardEventParams<SheetRow>): boolean {
  return !editing && (event.key === 'Delete' || event.key === 'Backspace');
}

export interface ActualsGridProps {
  rows: SheetRow[];
  months: readonly string[];
  lastClosedMonth: string | null;
  /** The model's revenue, costs and EBITDA per complete month (the server's): the totals rows. */
  totals: readonly MonthFiguresAnswer[];
  /** The month to keep in view: the next to close, or the one under review. */
  focusMonth: string | null;
  editable: boolean;
  edits: Edits;
  refusals: Readonly<Record<CellKey, string>>;
  /** Typed or pasted texts by cell, all or nothing. */
  onTyped: (typed: ReadonlyArray<{ key: CellKey; line: ClosedMonthLine; text: unknown }>) => void;
  onRevert: (key: CellKey) => void;
  onNotice: (text: string) => void;
}

/**
 * One row per line, one column per month; months up to the last closed one are marked Actual.
 * Admins edit as in the Key Drivers sheet: Enter/F2, Ctrl+V of a column, refusals in the cell.
 */
export function ActualsGrid({ rows, months, lastClosedMonth, totals, focusMonth, editable, edits, refusals, onTyped, onRevert, onNotice }: ActualsGridProps) {
  const dark = useAtomValue(darkModeAtom);
  const localeText = useGridLocaleText();
  const grid = useRef<AgGridReact<SheetRow>>(null);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const { t } = useTranslation('monthlyActuals');
  // The totals rows' names are read in the user's language: worked out again when it changes.
  const language = useLanguage();

  const narrow = width > 0 && width < NARROW_GRID_PX;
  const columns = useMemo((): ColDef<SheetRow>[] => [
    {
      colId: 'label', headerName: t('line'), pinned: 'left', lockPinned: true, width: narrow ? 112 : pinnedColumnWidth(width, 220),
      valueGetter: (p) => (p.data ? `${p.data.label} (${p.data.unit})` : ''), tooltipValueGetter: (p) => `${p.data?.group}: ${p.data?.label}, ${p.data?.unit}`, wrapText: true, autoHeight: true,
      cellClass: (p) => `ma-label ma-group-${p.data?.groupId ?? ''}`,
    },
    ...months.map((month): ColDef<SheetRow> => {
      const closed = lastClosedMonth !== null && month <= lastClosedMonth;
      return {
        colId: month,
        headerName: closed ? `${month} · ${t('actual')}` : month,
        headerClass: `ag-right-aligned-header${closed ? ' ma-closed-header' : ''}`,
        headerTooltip: closed ? `${month}: ${t('actual')}` : month,
        // Wide enough for a bank balance with cents (2,144,015.18), never cut.
        minWidth: narrow ? 120 : 128,
        wrapHeaderText: true,
        autoHeaderHeight: true,
        flex: 1,
        // The totals rows are the model's, never typed.
        editable: (p) => editable && p.node.rowPinned == null,
        cellEditor: 'agTextCellEditor',
        cellDataType: false,
        valueGetter: (p) => p.data?.values[month],
        valueFormatter: (p) => (p.value === undefined ? '' : formatGridNumber(p.value as number)),
        tooltipValueGetter: (p) => (p.data ? refusals[cellKey(month, p.data.line)] : undefined),
        cellClass: 'ma-num tabular',
        cellClassRules: {
          'ma-cell-draft': (p) => p.data !== undefined && edits[cellKey(month, p.data.line)] !== undefined,
          'ma-cell-error': (p) => p.data !== undefined && refusals[cellKey(month, p.data.line)] !== undefined,
          'ma-cell-closed': () => closed,
        },
      };
    }),
  ], [months, lastClosedMonth, editable, edits, refusals, width, narrow, t]);

  const pinnedTotals = useMemo(() => totalsRows(totals, months), [totals, months, language]);

  // The months being closed sit at the right of a wide sheet: keep the next one in view.
  // Again once the columns are sized to the measured width, which resets the sideways scroll.
  useEffect(() => {
    if (focusMonth === null || !months.includes(focusMonth)) return undefined;
    const frame = requestAnimationFrame(() => grid.current?.api?.ensureColumnVisible(focusMonth, 'end'));
    return () => cancelAnimationFrame(frame);
  }, [focusMonth, months, columns]);

  // Classes depend on edits and refusals, which need not change a cell's value: refresh them.
  useEffect(() => {
    grid.current?.api?.refreshCells({ force: true });
  }, [edits, refusals]);

  const onEditRequest = useCallback((event: CellEditRequestEvent<SheetRow>) => {
    const month = event.colDef.colId;
    if (!month || month === 'label') return;
    onTyped([{ key: cellKey(month, event.data.line), line: event.data.line, text: event.newValue }]);
  }, [onTyped]);

  const editing = () => (grid.current?.api.getEditingCells().length ?? 0) > 0;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!editable || editing() || (event.key !== 'Delete' && event.key !== 'Backspace')) return;
    const focused = grid.current?.api.getFocusedCell();
    const row = focused ? grid.current?.api.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
    const month = focused?.column.getColId();
    if (row && month && month !== 'label') {
      event.preventDefault();
      onRevert(cellKey(month, row.line));
    }
  }

  /** Ctrl+V: a column of values from the focused month cell downwards. */
  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    const api = grid.current?.api;
    if (!editable || !api || editing()) return;
    const focused = api.getFocusedCell();
    if (!focused) return;
    event.preventDefault();
    const month = focused.column.getColId();
    if (month === 'label') {
      onNotice(t('pasteOutsideMonth'));
      return;
    }
    const texts = pastedColumn(event.clipboardData.getData('text/plain'));
    const remaining = api.getDisplayedRowCount() - focused.rowIndex;
    if (texts.length > remaining) {
      onNotice(t('pasteTooLong', { lines: texts.length, rows: remaining }));
      return;
    }
    onTyped(texts.flatMap((text, offset) => {
      const row = api.getDisplayedRowAtIndex(focused.rowIndex + offset)?.data;
      return row ? [{ key: cellKey(month, row.line), line: row.line, text }] : [];
    }));
  }

  return (
    <div ref={box} className="ma-grid" onKeyDown={onKeyDown} onPaste={onPaste} role="region" aria-label={t('gridLabel')} data-testid="actuals-grid">
      <AgGridReact<SheetRow>
        ref={grid}
        theme={dark ? darkTheme : lightTheme}
        localeText={localeText}
        rowData={rows}
        pinnedBottomRowData={pinnedTotals}
        onFirstDataRendered={(event) => { if (focusMonth !== null && months.includes(focusMonth)) event.api.ensureColumnVisible(focusMonth, 'end'); }}
        columnDefs={columns}
        defaultColDef={{ sortable: false, resizable: true, suppressKeyboardEvent: leaveToScreen }}
        getRowId={rowId}
        readOnlyEdit
        onCellEditRequest={onEditRequest}
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        // Tab leaves the sheet instead of walking every figure (the sheet is one Tab stop; arrows move inside).
        tabToNextCell={() => false}
        tabToNextHeader={() => false}
        tooltipShowDelay={300}
        domLayout="autoHeight"
        // At most 60 months by 19 lines: every cell stays in the page, for screen readers and find-in-page.
        suppressColumnVirtualisation
      />
    </div>
  );
}
