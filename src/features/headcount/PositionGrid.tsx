import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule, ClientSideRowModelModule, colorSchemeDark, ModuleRegistry, RenderApiModule, RowApiModule, RowAutoHeightModule,
  SelectEditorModule, TextEditorModule, themeQuartz, TooltipModule, type CellEditRequestEvent, type ColDef, type GetRowIdParams,
  type ICellRendererParams,
} from 'ag-grid-community';
import { Plus, Trash2 } from 'lucide-react';
import { POSITION_FIELDS, type Department, type PlanProblem, type Position, type PositionField } from '../../../engine/headcount/plan.ts';
import { darkModeAtom } from '../../state/theme.ts';
import { numberFormatAtom } from '../../state/numberFormat.ts';
import { Alert } from '../../ui/Alert.tsx';
import { formatGridNumber } from '../../ui/figures.ts';
import { pastedBlock } from '../../ui/pastedColumn.ts';
import { pinnedColumnWidth } from '../../ui/pinnedColumn.ts';
import { useElementWidth } from '../../ui/useElementWidth.ts';
import { applyEdits, blockEdits, columnsRightOf, newPosition, type CellEdit } from './positionEdits.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { useGridLocaleText } from '../../ui/gridLocale.ts';
import { columnName } from './texts.ts';
import { useDepartmentName } from './shownDepartments.ts';

// Only the AG Grid modules this sheet uses; SelectEditorModule: the department's list.
ModuleRegistry.registerModules([
  ClientSideRowModelModule, TextEditorModule, SelectEditorModule, CellStyleModule, TooltipModule, RowApiModule, RenderApiModule, RowAutoHeightModule,
]);

// The Key Drivers sheet's themes, so the grids look alike in light and dark.
const lightTheme = themeQuartz.withParams({ accentColor: '#1053ff', fontFamily: 'inherit', headerFontWeight: 600, cellHorizontalPaddingScale: 0.6 });
const darkTheme = themeQuartz.withPart(colorSchemeDark).withParams({
  accentColor: '#5b8cff', fontFamily: 'inherit', headerFontWeight: 600, cellHorizontalPaddingScale: 0.6,
  backgroundColor: '#111a2e', foregroundColor: '#e6ecf7', chromeBackgroundColor: '#17223a', borderColor: '#25324d',
});

/** A row of the sheet: the position and where it stands in the plan (rows are the plan's order; row = index + 1). */
interface PositionRow {
  index: number;
  position: Position;
}

const rowId = (params: GetRowIdParams<PositionRow>) => String(params.data.index);
const cellKey = (index: number, field: PositionField) => `${index}|${field}`;

/** Widths that show each field's figures; the role (pinned) and the raise note take more. */
const WIDTHS: Record<PositionField, number> = {
  role: 150, department: 136, count: 76, start_month: 80, end_month: 80, annual_salary: 100, raise_pct: 146, raise_month: 80, variable_pct: 88, recruiting_cost: 112,
};
/**
 * Up to this many positions the sheet is as tall as its rows (every row in the page, no scroll box
 * in a scrolling page); a longer plan scrolls inside a box of its own, its rows drawn as they show.
 */
const ALL_ROWS_UP_TO = 60;

const NUMBER_FIELDS = new Set<PositionField>(['count', 'annual_salary', 'raise_pct', 'raise_month', 'variable_pct', 'recruiting_cost']);

function DeleteCell(params: ICellRendererParams<PositionRow> & { onDelete: (index: number) => void }) {
  const { t } = useTranslation('headcount');
  const row = params.data;
  if (!row) return null;
  // Out of the Tab order (the sheet is one Tab stop): the toolbar's Delete row does it from the keyboard.
  return (
    <button type="button" className="icon-button hc-delete" tabIndex={-1} aria-label={t('grid.deleteRow', { row: row.index + 1 })} title={t('grid.deleteRow', { row: row.index + 1 })} onClick={() => params.onDelete(row.index)}>
      <Trash2 size={15} aria-hidden="true" />
    </button>
  );
}

export interface PositionGridProps {
  positions: readonly Position[];
  departments: readonly Department[];
  editable: boolean;
  /** A new list of positions, every edit checked (the scenario's draft). */
  onChange: (positions: Position[]) => void;
}

/**
 * The plan's positions as a sheet, one row per position: typed or pasted cells go through the
 * engine's checks first (positionEdits.ts), and a refused value is not taken — its reason stays
 * on the cell and in the list above the sheet.
 */
export function PositionGrid({ positions, departments, editable, onChange }: PositionGridProps) {
  const { t } = useTranslation('headcount');
  const language = useLanguage();
  const localeText = useGridLocaleText();
  const dark = useAtomValue(darkModeAtom);
  const format = useAtomValue(numberFormatAtom);
  const grid = useRef<AgGridReact<PositionRow>>(null);
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const [refusals, setRefusals] = useState<PlanProblem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);

  const rows = useMemo(() => positions.map((position, index) => ({ index, position })), [positions]);
  const refused = useMemo(() => new Map(refusals.map((r) => [cellKey(r.row - 1, r.field as PositionField), r.message])), [refusals]);

  const commit = useCallback((edits: readonly CellEdit[]) => {
    const outcome = applyEdits(positions, edits, departments, format);
    if (!outcome.ok) {
      setRefusals(outcome.refusals);
      setNotice(null);
      return;
    }
    setNotice(null);
    onChange(outcome.positions);
  }, [positions, departments, format, onChange]);

  const remove = useCallback((index: number) => {
    setFocusedIndex(null);
    onChange(positions.filter((_, i) => i !== index));
  }, [positions, onChange]);

  function add() {
    onChange([...positions, newPosition(departments)]);
  }

  // Refusals belong to the list they were refused against: a new list (an edit taken, a save, an import, a reload) clears them.
  useEffect(() => setRefusals([]), [positions]);

  // A new row is focused on its role, ready to type (keyboard users start where the row is).
  const previousLength = useRef(positions.length);
  useEffect(() => {
    const api = grid.current?.api;
    if (api && positions.length === previousLength.current + 1) {
      api.ensureIndexVisible(positions.length - 1);
      api.setFocusedCell(positions.length - 1, 'role');
    }
    previousLength.current = positions.length;
  }, [positions.length]);

  // Classes depend on the refusals, which leave a cell's value as it was: refresh them.
  useEffect(() => {
    grid.current?.api?.refreshCells({ force: true });
  }, [refused]);

  const shownName = useDepartmentName();
  const departmentName = useCallback((id: unknown) => {
    const department = departments.find((d) => d.id === id);
    return department ? shownName(department) : String(id ?? '');
  }, [departments, shownName]);

  const columns = useMemo((): ColDef<PositionRow>[] => [
    ...POSITION_FIELDS.map((field): ColDef<PositionRow> => {
      const numeric = NUMBER_FIELDS.has(field);
      const column: ColDef<PositionRow> = {
        colId: field,
        headerName: t(`columns.${field}`),
        headerTooltip: t(`columns.${field}`),
        width: field === 'role' ? pinnedColumnWidth(width, WIDTHS.role) : WIDTHS[field],
        minWidth: field === 'role' ? undefined : WIDTHS[field],
        flex: field === 'role' ? undefined : 1,
        editable,
        cellDataType: false,
        valueGetter: (p) => p.data?.position[field] ?? null,
        tooltipValueGetter: (p) => (p.data ? refused.get(cellKey(p.data.index, field)) : undefined),
        cellClass: numeric ? 'hc-num tabular' : undefined,
        headerClass: numeric ? 'ag-right-aligned-header' : undefined,
        cellClassRules: { 'hc-cell-error': (p) => p.data !== undefined && refused.has(cellKey(p.data.index, field)) },
        cellEditor: 'agTextCellEditor',
        wrapHeaderText: true,
        autoHeaderHeight: true,
      };
      if (field === 'role') return { ...column, pinned: 'left', lockPinned: true, wrapText: true, autoHeight: true };
      if (field === 'department') {
        return { ...column, cellEditor: 'agSelectCellEditor', cellEditorParams: { values: departments.map((d) => d.id) }, valueFormatter: (p) => departmentName(p.value) };
      }
      if (field === 'end_month') return { ...column, valueFormatter: (p) => (p.value === null ? t('grid.open') : String(p.value)), cellClassRules: { ...column.cellClassRules, 'hc-quiet': (p) => p.value === null } };
      if (field === 'raise_pct') {
        return {
          ...column, valueFormatter: (p) => (p.value === null ? t('grid.followsGrowth') : formatGridNumber(p.value as number)),
          cellClassRules: { ...column.cellClassRules, 'hc-quiet': (p) => p.value === null }, wrapText: true, autoHeight: true,
        };
      }
      if (numeric) {
        // The editor starts from the figure as shown (in the user's number format), so Enter on an untouched cell reads it back unchanged.
        return { ...column, valueFormatter: (p) => formatGridNumber(p.value as number), cellEditorParams: { useFormatter: true } };
      }
      return column;
    }),
    ...(editable ? [{
      colId: 'actions', headerName: t('columns.actions'), headerClass: 'hc-actions-header', width: 48, resizable: false, sortable: false, cellClass: 'hc-actions-cell',
      cellRenderer: DeleteCell, cellRendererParams: { onDelete: remove },
    } satisfies ColDef<PositionRow>] : []),
  ], [editable, width, refused, departments, departmentName, remove, t]);

  const onEditRequest = useCallback((event: CellEditRequestEvent<PositionRow>) => {
    const field = event.colDef.colId as PositionField | undefined;
    if (!field || !POSITION_FIELDS.includes(field)) return;
    commit([{ index: event.data.index, field, text: event.newValue }]);
  }, [commit]);

  const editing = () => (grid.current?.api.getEditingCells().length ?? 0) > 0;

  /** Ctrl+V: a block of cells from the focused cell rightwards and downwards; lines beyond the last row are new positions. */
  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    const api = grid.current?.api;
    if (!editable || !api || editing()) return;
    const focused = api.getFocusedCell();
    if (!focused) return;
    event.preventDefault();
    const field = focused.column.getColId() as PositionField;
    if (!POSITION_FIELDS.includes(field)) {
      setNotice(t('grid.pasteIntoActions'));
      return;
    }
    const block = pastedBlock(event.clipboardData.getData('text/plain'));
    const edits = blockEdits({ index: focused.rowIndex, field }, block);
    if (!edits) {
      setNotice(t('grid.pasteTooWide', { columns: Math.max(...block.map((cells) => cells.length)), room: columnsRightOf(field) }));
      return;
    }
    commit(edits);
  }

  return (
    <section className="card hc-grid-card" aria-label={t('grid.title')}>
      <div className="hc-grid-toolbar">
        <h2 className="card-title">{t('grid.title')}</h2>
        {editable ? (
          <>
            <button type="button" className="button button-small" onClick={add}><Plus size={14} aria-hidden="true" />{t('grid.addRow')}</button>
            <button type="button" className="button button-small" disabled={focusedIndex === null || focusedIndex >= positions.length} title={t('grid.deleteHint')} onClick={() => { if (focusedIndex !== null) remove(focusedIndex); }}>
              <Trash2 size={14} aria-hidden="true" />{focusedIndex === null || focusedIndex >= positions.length ? t('grid.deleteFocused') : t('grid.deleteRow', { row: focusedIndex + 1 })}
            </button>
          </>
        ) : null}
      </div>
      {editable ? <p className="muted hc-hint">{t('grid.hint')}</p> : null}
      {refusals.length > 0 ? (
        <Alert tone="error" title={t('grid.refusedTitle')}>
          <ul className="hc-problems">{refusals.map((r) => <li key={`${r.row}|${r.field}|${r.message}`}>{t('grid.problem', { row: r.row, field: columnName(r.field), message: r.message })}</li>)}</ul>
          <button type="button" className="button button-small" onClick={() => setRefusals([])}>{t('grid.dismiss')}</button>
        </Alert>
      ) : null}
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <div ref={box} className="hc-grid" onPaste={onPaste} role="region" aria-label={t('grid.gridLabel')} data-testid="position-grid">
        <AgGridReact<PositionRow>
          // AG Grid reads its own texts once, when made: a new language makes the sheet anew.
          key={language}
          ref={grid}
          localeText={localeText}
          theme={dark ? darkTheme : lightTheme}
          rowData={rows}
          columnDefs={columns}
          defaultColDef={{ sortable: false, resizable: true }}
          getRowId={rowId}
          readOnlyEdit
          onCellEditRequest={onEditRequest}
          onCellFocused={(event) => setFocusedIndex(typeof event.rowIndex === 'number' && event.rowPinned == null ? event.rowIndex : null)}
          enterNavigatesVerticallyAfterEdit
          stopEditingWhenCellsLoseFocus
          // Tab leaves the sheet instead of walking every cell (the sheet is one Tab stop; arrows move inside).
          tabToNextCell={() => false}
          tabToNextHeader={() => false}
          tooltipShowDelay={300}
          domLayout={positions.length <= ALL_ROWS_UP_TO ? 'autoHeight' : 'normal'}
        />
      </div>
    </section>
  );
}
