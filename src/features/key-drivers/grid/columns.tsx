import { useEffect } from 'react';
import type { ColDef, ICellRendererParams, SuppressKeyboardEventParams, ValueFormatterParams } from 'ag-grid-community';
import { useAtomValue, useSetAtom } from 'jotai';
import { formatGridNumber } from '../../../ui/figures.ts';
import { activeDraftsAtom } from '../../../state/drafts.ts';
import { openDriverThreadsAtom } from '../../../state/comments.ts';
import { useTranslation } from '../../../i18n/index.ts';
import '../../../ui/comments/comments.css';
import { gridRefusalsAtom } from './refusals.ts';
import type { DriverRow } from './rows.ts';
import { GRID_TEXT } from './messages.ts';
import { KEY_DRIVERS_TEXT } from '../texts.ts';
import { commentDriverAtom, DriverCommentButton } from '../DriverComments.tsx';

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

function ValueCell(params: ICellRendererParams<DriverRow, number | null>) {
  const row = params.data;
  const drafted = useAtomValue(activeDraftsAtom)[row?.id ?? ''] !== undefined;
  const refusal = useAtomValue(gridRefusalsAtom)[row?.id ?? ''];
  return (
    <span className="kd-grid-value">
      <span className="tabular">{formatGridNumber(params.value, row?.unit)}</span>
      {drafted ? <span className="kd-draft-mark">{GRID_TEXT.draft}</span> : null}
      {row?.setByPlan ? <span className="kd-draft-mark" title={KEY_DRIVERS_TEXT.setByPlanHint}>{KEY_DRIVERS_TEXT.setByPlan}</span> : null}
      {refusal ? <span className="kd-cell-error-text" role="alert" title={refusal}>⚠ {refusal}</span> : null}
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

/**
 * The pinned first cell: the driver's name, its category beneath (the sheet has no room for a
 * category column), and its "Comment" action: the button, or Enter while the cell has the focus.
 */
function NameCell(params: ICellRendererParams<DriverRow, string>) {
  const { t } = useTranslation('comments');
  const driverId = params.data?.id ?? '';
  // A driver with an open comment thread in the active scenario: a corner mark, and words for screen readers.
  const commented = useAtomValue(openDriverThreadsAtom).has(driverId);
  const openComments = useSetAtom(commentDriverAtom);
  // The grid keeps the focus on its cells, so the keyboard reaches the action through the cell.
  useEffect(() => {
    const cell = params.eGridCell;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.target !== cell || !driverId) return;
      event.preventDefault();
      openComments(driverId);
    };
    cell.addEventListener('keydown', onKey);
    return () => cell.removeEventListener('keydown', onKey);
  }, [params.eGridCell, driverId, openComments]);
  return (
    <span className={`kd-grid-name${commented ? ' has-open-comment' : ''}`}>
      <span className="kd-grid-name-text">{params.value}</span>
      <span className="kd-grid-name-category muted">{params.data?.category}</span>
      {commented ? <span className="visually-hidden">{t('marker.openThread')}</span> : null}
      {driverId ? <span className="visually-hidden">{t('open.enterOpens')}</span> : null}
      {driverId ? <DriverCommentButton driverId={driverId} name={params.value ?? driverId} className="kd-grid-comment" iconOnly /> : null}
    </span>
  );
}

const bound = (params: ValueFormatterParams<DriverRow, number | null>) => formatGridNumber(params.value, params.data?.unit, { exactMillions: true });

/**
 * The sheet's columns. The driver's name (with its category) stays pinned on the left; the others
 * share the grid's width (flex) down to a minimum that shows their figures, so at 1440 px every
 * column fits and a narrower screen scrolls the grid sideways inside its box with the name in view.
 * Bounds and baselines write whole millions as 100M (exact), the values in full as they are typed.
 */
export function driverColumns(onReset: (id: string) => void): ColDef<DriverRow>[] {
  const numeric = { cellClass: 'kd-num', headerClass: 'ag-right-aligned-header' } as const;
  return [
    {
      field: 'name', headerName: TEXT.name, pinned: 'left', lockPinned: true, width: 230, tooltipField: 'name', cellRenderer: NameCell,
      // A long name wraps onto a second line rather than ending in an ellipsis (issue 26).
      wrapText: true, autoHeight: true,
      getQuickFilterText: (p) => `${p.data.name} ${p.data.category}`,
    },
    {
      field: 'value', headerName: TEXT.value, flex: 1.3, minWidth: 140, editable: (p) => !p.data?.setByPlan, cellEditor: 'agTextCellEditor',
      // The typed text reaches parseTypedNumber as typed: no number parsing by the grid, so "abc" stays "abc".
      cellDataType: false,
      cellRenderer: ValueCell,
      cellClassRules: { 'kd-cell-error': (p) => Boolean(p.data?.error), 'kd-cell-draft': (p) => Boolean(p.data?.drafted) },
    },
    { field: 'unit', headerName: TEXT.unit, flex: 1.2, minWidth: 110, tooltipField: 'unit' },
    { field: 'min', headerName: TEXT.min, flex: 0.8, minWidth: 80, valueFormatter: bound, ...numeric },
    { field: 'max', headerName: TEXT.max, flex: 0.8, minWidth: 84, valueFormatter: bound, ...numeric },
    { field: 'baseline', headerName: TEXT.baseline, flex: 0.9, minWidth: 90, valueFormatter: bound, ...numeric },
    {
      field: 'difference', headerName: TEXT.difference, flex: 1, minWidth: 134, ...numeric,
      valueFormatter: (p) => formatGridNumber(p.value, '', { signed: true }),
      cellClassRules: { 'kd-up': (p) => (p.value ?? 0) > 0, 'kd-down': (p) => (p.value ?? 0) < 0 },
    },
    { field: 'source', headerName: TEXT.source, flex: 1.4, minWidth: 100, tooltipField: 'source' },
    { colId: 'actions', headerName: TEXT.actions, width: 86, sortable: false, resizable: false, cellClass: 'kd-actions-cell', cellRenderer: ResetCell, cellRendererParams: { onReset } },
  ];
}

export const DEFAULT_COLUMN: ColDef<DriverRow> = {
  sortable: true,
  resizable: true,
  suppressKeyboardEvent: leaveToScreen,
};
