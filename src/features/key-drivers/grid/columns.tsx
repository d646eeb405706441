import type { ColDef, ICellRendererParams, SuppressKeyboardEventParams, ValueFormatterParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { formatGridNumber } from '../../../../engine/format/number.ts';
import { activeDraftsAtom } from '../../../state/drafts.ts';
import { gridRefusalsAtom } from './refusals.ts';
import type { DriverRow } from './rows.ts';
import { GRID_TEXT } from './messages.ts';

const TEXT = GRID_TEXT.columns;

export function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z';
}

export function isRedoKey(event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase();
  return (event.ctrlKey || event.metaKey) && (key === 'y' || (event.shiftKey && key === 'z'));
}

/** Keys the grid leaves to the screen while no cell is being edited: undo, redo and reset. */
function leaveToScreen({ event, editing }: SuppressKeyboardEventParams<DriverRow>): boolean {
  if (editing) return false;
  return isUndoKey(event) || isRedoKey(event) || event.key === 'Delete' || event.key === 'Backspace';
}

const number = (params: ValueFormatterParams<DriverRow, number | null>) => formatGridNumber(params.value, params.data?.unit);

function ValueCell(params: ICellRendererParams<DriverRow, number | null>) {
  const row = params.data;
  const drafted = useAtomValue(activeDraftsAtom)[row?.id ?? ''] !== undefined;
  const refusal = useAtomValue(gridRefusalsAtom)[row?.id ?? ''];
  return (
    <span className="kd-grid-value">
      <span className="tabular">{formatGridNumber(params.value, row?.unit)}</span>
      {drafted ? <span className="kd-draft-mark">{GRID_TEXT.draft}</span> : null}
      {refusal ? <span className="kd-cell-error-text" role="alert">⚠ {refusal}</span> : null}
    </span>
  );
}

function ResetCell(params: ICellRendererParams<DriverRow> & { onReset: (id: string) => void }) {
  const row = params.data;
  const drafted = useAtomValue(activeDraftsAtom)[row?.id ?? ''] !== undefined;
  if (!row || !drafted) return null;
  return (
    <button type="button" className="button button-small" title={GRID_TEXT.resetTitle} onClick={() => params.onReset(row.id)}>
      {GRID_TEXT.reset}
    </button>
  );
}

export function driverColumns(onReset: (id: string) => void): ColDef<DriverRow>[] {
  return [
    { field: 'name', headerName: TEXT.name, pinned: 'left', width: 250, tooltipField: 'id' },
    { field: 'category', headerName: TEXT.category, width: 160 },
    {
      field: 'value', headerName: TEXT.value, width: 300, editable: true, cellEditor: 'agTextCellEditor',
      cellRenderer: ValueCell,
      cellClassRules: { 'kd-cell-error': (p) => Boolean(p.data?.error), 'kd-cell-draft': (p) => Boolean(p.data?.drafted) },
    },
    { field: 'unit', headerName: TEXT.unit, width: 140 },
    { field: 'min', headerName: TEXT.min, width: 120, valueFormatter: number, cellClass: 'kd-num', headerClass: 'ag-right-aligned-header' },
    { field: 'max', headerName: TEXT.max, width: 140, valueFormatter: number, cellClass: 'kd-num', headerClass: 'ag-right-aligned-header' },
    { field: 'baseline', headerName: TEXT.baseline, width: 130, valueFormatter: number, cellClass: 'kd-num', headerClass: 'ag-right-aligned-header' },
    {
      field: 'difference', headerName: TEXT.difference, width: 140, cellClass: 'kd-num', headerClass: 'ag-right-aligned-header',
      valueFormatter: (p) => formatGridNumber(p.value, '', { signed: true }),
      cellClassRules: { 'kd-up': (p) => (p.value ?? 0) > 0, 'kd-down': (p) => (p.value ?? 0) < 0 },
    },
    { field: 'source', headerName: TEXT.source, minWidth: 260, flex: 1, tooltipField: 'source' },
    { colId: 'actions', headerName: TEXT.actions, width: 100, sortable: false, cellRenderer: ResetCell, cellRendererParams: { onReset } },
  ];
}

export const DEFAULT_COLUMN: ColDef<DriverRow> = {
  sortable: true,
  resizable: true,
  suppressKeyboardEvent: leaveToScreen,
};
