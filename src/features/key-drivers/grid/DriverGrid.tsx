import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule, ClientSideRowModelModule, colorSchemeDark, ModuleRegistry, QuickFilterModule, RenderApiModule, RowApiModule,
  RowAutoHeightModule, TextEditorModule, themeQuartz, TooltipModule, type CellEditRequestEvent, type GetRowIdParams,
} from 'ag-grid-community';
import { Redo2, Undo2 } from 'lucide-react';
import { snapshotAtom } from '../../../model/modelState.ts';
import { driverCatalogAtom, shownDefinitionAtom } from '../../../state/publishedModel.ts';
import { tablesOf } from '../../../../engine/model/tables.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { darkModeAtom } from '../../../state/theme.ts';
import {
  activeDraftsAtom, canRedoDraftAtom, canUndoDraftAtom, redoDraftEdit, resetDriverDraft, setDriverDrafts, undoDraftEdit,
} from '../../../state/drafts.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { useGridLocaleText } from '../../../ui/gridLocale.ts';
import { useElementWidth } from '../../../ui/useElementWidth.ts';
import { pinnedColumnWidth } from '../../../ui/pinnedColumn.ts';
import { DEFAULT_COLUMN, driverColumns, isRedoKey, isUndoKey } from './columns.tsx';
import { GRID_TEXT, refusalMessage } from './messages.ts';
import { parseTypedNumber } from '../../../ui/typedNumber.ts';
import { pastedColumn } from '../../../ui/pastedColumn.ts';
import { driverRows, type DriverRow } from './rows.ts';
import { SaveDraftsButton } from './SaveDraftsButton.tsx';
import { gridRefusalsAtom } from './refusals.ts';
import { planSetDriversAtom } from '../planDrivers.ts';

// Only the AG Grid modules this sheet uses (the community bundle is several times larger).
ModuleRegistry.registerModules([
  ClientSideRowModelModule, TextEditorModule, CellStyleModule, TooltipModule, QuickFilterModule, RowApiModule, RenderApiModule,
  RowAutoHeightModule,
]);

// Narrower cell padding than Quartz's default, so ten columns fit beside each other at 1440 px.
const lightTheme = themeQuartz.withParams({ accentColor: '#1053ff', fontFamily: 'inherit', headerFontWeight: 600, cellHorizontalPaddingScale: 0.6 });
// The app's dark surface colours (src/ui/theme.css), so the sheet sits in the page like the cards.
const darkTheme = themeQuartz.withPart(colorSchemeDark).withParams({
  accentColor: '#5b8cff', fontFamily: 'inherit', headerFontWeight: 600, cellHorizontalPaddingScale: 0.6,
  backgroundColor: '#111a2e', foregroundColor: '#e6ecf7', chromeBackgroundColor: '#17223a', borderColor: '#25324d',
});

const rowId = (params: GetRowIdParams<DriverRow>) => params.data.id;

/**
 * Every driver of every category in one sheet (issue #7). Values are drafts of the active
 * scenario: typed or pasted values go through the catalog check first, and a refused value shows
 * its reason in the cell while nothing changes — never clamped, never turned into 0.
 */
export function DriverGrid() {
  const snapshot = useAtomValue(snapshotAtom);
  const drafts = useAtomValue(activeDraftsAtom);
  const dark = useAtomValue(darkModeAtom);
  const localeText = useGridLocaleText();
  const canUndo = useAtomValue(canUndoDraftAtom);
  const canRedo = useAtomValue(canRedoDraftAtom);
  const [errors, setErrors] = useAtom(gridRefusalsAtom);
  const [notice, setNotice] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const grid = useRef<AgGridReact<DriverRow>>(null);

  const forget = useCallback((ids: readonly string[]) => {
    setErrors((current) => {
      if (!ids.some((id) => id in current)) return current;
      const next = { ...current };
      for (const id of ids) delete next[id];
      return next;
    });
  }, []);

  const catalog = useAtomValue(driverCatalogAtom);
  const shownDrivers = tablesOf(useAtomValue(shownDefinitionAtom)).driverById;
  /** Sets drafts from typed texts, all or nothing (true when set); refusals land on their rows. */
  const commit = useCallback((typed: Record<string, unknown>, units: Record<string, string>): boolean => {
    const values = Object.fromEntries(Object.entries(typed).map(([id, text]) => [id, parseTypedNumber(text, units[id] ?? '')]));
    const refusals = setDriverDrafts(values, { undoable: true });
    if (refusals.length === 0) {
      forget(Object.keys(typed));
      setNotice(null);
      return true;
    }
    setErrors((current) => ({ ...current, ...Object.fromEntries(refusals.map((r) => [r.driverId, refusalMessage(r, typed[r.driverId], catalog, shownDrivers)])) }));
    setNotice(GRID_TEXT.refusedTitle);
    return false;
  }, [forget, catalog, shownDrivers]);

  const reset = useCallback((id: string) => {
    resetDriverDraft(id);
    forget([id]);
  }, [forget]);

  const box = useRef<HTMLDivElement>(null);
  const gridWidth = useElementWidth(box);
  const language = useLanguage();
  // The pinned name column narrows on a phone so values keep room beside it (names wrap at any width).
  // The headers are written again in a new language.
  const columns = useMemo(() => driverColumns(reset).map((column) => {
    const width = column.pinned ? pinnedColumnWidth(gridWidth, column.width ?? 0) : column.width;
    return width === column.width ? column : { ...column, width };
  }), [reset, gridWidth, language]);
  const setByPlan = useAtomValue(planSetDriversAtom);
  const rows = useMemo(() => (snapshot ? driverRows([...catalog.values()], snapshot, drafts, errors, setByPlan, shownDrivers) : []), [catalog, snapshot, drafts, errors, setByPlan, shownDrivers]);

  // AG Grid re-evaluates a cell's classes only when its value changes; a refusal or a draft
  // changes the row's state without it, so the Value cells' classes are refreshed for new rows.
  useEffect(() => {
    grid.current?.api?.refreshCells({ columns: ['value'], force: true });
  }, [rows]);

  // Refusals belong to this sheet: leaving it forgets them.
  useEffect(() => () => setErrors({}), [setErrors]);

  const onEditRequest = useCallback((event: CellEditRequestEvent<DriverRow>) => {
    if (event.colDef.field !== 'value') return;
    commit({ [event.data.id]: event.newValue }, { [event.data.id]: event.data.unit });
  }, [commit]);

  function editing(): boolean {
    return (grid.current?.api.getEditingCells().length ?? 0) > 0;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (editing()) return;
    const native = event.nativeEvent;
    if (isUndoKey(native)) {
      event.preventDefault();
      undoDraftEdit();
    } else if (isRedoKey(native)) {
      event.preventDefault();
      redoDraftEdit();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      const focused = grid.current?.api.getFocusedCell();
      const row = focused ? grid.current?.api.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
      if (row && focused?.column.getColId() === 'value') {
        event.preventDefault();
        reset(row.id);
      }
    }
  }

  /** Ctrl+V: a column of values from the focused Value cell downwards, in the order shown. */
  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    const api = grid.current?.api;
    if (!api || editing()) return;
    const focused = api.getFocusedCell();
    if (!focused) return;
    event.preventDefault();
    if (focused.column.getColId() !== 'value') {
      setNotice(GRID_TEXT.pasteOutsideValue);
      return;
    }
    const texts = pastedColumn(event.clipboardData.getData('text/plain'));
    const remaining = api.getDisplayedRowCount() - focused.rowIndex;
    if (texts.length > remaining) {
      setNotice(GRID_TEXT.pasteTooLong(texts.length, remaining));
      return;
    }
    const typed: Record<string, string> = {};
    const units: Record<string, string> = {};
    let leftOut = 0;
    texts.forEach((text, offset) => {
      const row = api.getDisplayedRowAtIndex(focused.rowIndex + offset)?.data;
      if (!row) return;
      if (row.setByPlan) {
        leftOut += 1;
        return;
      }
      typed[row.id] = text;
      units[row.id] = row.unit;
    });
    if (commit(typed, units) && leftOut > 0) setNotice(GRID_TEXT.pastedPastPlan(leftOut));
  }

  const refused = Object.keys(errors).length;
  return (
    <section className="card kd-grid-card" aria-label={GRID_TEXT.title}>
      <div className="kd-grid-toolbar">
        <input type="search" className="kd-grid-filter" placeholder={GRID_TEXT.filter} aria-label={GRID_TEXT.filter} value={filter} onChange={(e) => setFilter(e.target.value)} />
        <button type="button" className="button button-small" disabled={!canUndo} onClick={() => undoDraftEdit()} title={GRID_TEXT.undoKey}>
          <Undo2 size={14} aria-hidden="true" />{GRID_TEXT.undo}
        </button>
        <button type="button" className="button button-small" disabled={!canRedo} onClick={() => redoDraftEdit()} title={GRID_TEXT.redoKey}>
          <Redo2 size={14} aria-hidden="true" />{GRID_TEXT.redo}
        </button>
        <SaveDraftsButton />
      </div>
      <p className="muted kd-grid-hint">{GRID_TEXT.hint}</p>
      {notice ? (
        <Alert tone={refused > 0 ? 'error' : 'warning'} title={notice}>
          {refused > 0 ? <ul className="kd-refusals">{Object.entries(errors).map(([id, message]) => <li key={id}>{message}</li>)}</ul> : null}
          <button type="button" className="button button-small" onClick={() => { setErrors({}); setNotice(null); }}>{GRID_TEXT.dismiss}</button>
        </Alert>
      ) : null}
      <div ref={box} className="kd-grid" onKeyDown={onKeyDown} onPaste={onPaste} data-testid="driver-grid">
        <AgGridReact<DriverRow>
          ref={grid}
          theme={dark ? darkTheme : lightTheme}
          localeText={localeText}
          rowData={rows}
          columnDefs={columns}
          defaultColDef={DEFAULT_COLUMN}
          getRowId={rowId}
          readOnlyEdit
          onCellEditRequest={onEditRequest}
          // As in a spreadsheet: Enter (or F2) starts editing, Enter again commits and moves down.
          enterNavigatesVerticallyAfterEdit
          stopEditingWhenCellsLoseFocus
          quickFilterText={filter}
          tooltipShowDelay={400}
        />
      </div>
    </section>
  );
}
