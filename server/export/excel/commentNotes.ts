import type ExcelJS from 'exceljs';
import { neutraliseCell } from '../../../engine/actuals/csv.ts';
import { ALL_YEARS } from '../../../engine/calendar.ts';
import type { CompiledWorkbook } from '../../../engine/workbook/compile.ts';
import type { ShownThread } from '../openComments.ts';
import { DRIVERS_SHEET } from './driversSheetLayout.ts';
import type { ExcelTexts } from './excelTexts.ts';
import { layoutSheet, writeHeader, writeText } from './sheetWriter.ts';

/**
 * The open comment threads in the Excel model (issue 30). A thread on a statement cell is a note on
 * the Annual sheet's cell of its line and year (a month or quarter thread on its year's cell, the
 * note naming the period); a thread on a driver is a note on the driver's value on the Drivers
 * sheet. Every open thread, those on a version, a plan of record or a closed month included, is
 * also a row per comment on a Comments sheet after the others, so none has to be hunted for in
 * notes. The users' words are neutralised as every other exported text, in notes as in cells: a
 * note is not evaluated, but a reader copying it into a cell must not get a formula.
 */

/** The sheet, 1-based row and column a thread's note goes on; undefined: the Comments sheet only. */
function anchorOf(thread: ShownThread, compiled: CompiledWorkbook, texts: ExcelTexts): { sheet: string; row: number; col: number } | undefined {
  const { target } = thread;
  const { layout } = compiled;
  if (target.kind === 'cell') {
    const row = layout.rows.Annual.get(target.line_id);
    const year = Number(target.period.slice(0, 4));
    if (row === undefined || !(ALL_YEARS as readonly number[]).includes(year)) return undefined;
    return { sheet: texts.sheets.compiled.Annual, row: row + 1, col: layout.annualCol(year) + 1 };
  }
  if (target.kind === 'driver') {
    const row = layout.rows.Drivers.get(target.driver_id);
    return row === undefined ? undefined : { sheet: texts.sheets.compiled.Drivers, row: row + 1, col: DRIVERS_SHEET.columns.value };
  }
  return undefined;
}

/** A thread as a note: what it is on, the version it was made on, then each comment. */
function noteText(thread: ShownThread, { t }: ExcelTexts): string {
  const head = thread.madeOnVersion === null ? thread.on : `${thread.on} (${t('comments.madeOn', { version: thread.madeOnVersion })})`;
  return [head, ...thread.comments.map((comment) => `${neutraliseCell(comment.author)} · ${comment.date}:\n${neutraliseCell(comment.body)}`)].join('\n');
}

function writeNotes(book: ExcelJS.Workbook, threads: readonly ShownThread[], compiled: CompiledWorkbook, texts: ExcelTexts): void {
  const notes = new Map<string, { sheet: string; row: number; col: number; texts: string[] }>();
  for (const thread of threads) {
    const anchor = anchorOf(thread, compiled, texts);
    if (!anchor) continue;
    const key = `${anchor.sheet}|${anchor.row}|${anchor.col}`;
    const note = notes.get(key) ?? { ...anchor, texts: [] };
    note.texts.push(noteText(thread, texts));
    notes.set(key, note);
  }
  for (const note of notes.values()) {
    const sheet = book.getWorksheet(note.sheet);
    if (sheet) sheet.getCell(note.row, note.col).note = note.texts.join('\n\n');
  }
}

function writeCommentsSheet(book: ExcelJS.Workbook, threads: readonly ShownThread[], { t, sheets }: ExcelTexts): void {
  const sheet = book.addWorksheet(sheets.comments);
  writeHeader(sheet, [t('comments.headers.on'), t('comments.headers.version'), t('comments.headers.author'), t('comments.headers.date'), t('comments.headers.comment')]);
  let row = 1;
  for (const thread of threads) {
    for (const comment of thread.comments) {
      writeText(sheet, row, 0, thread.on);
      if (thread.madeOnVersion !== null) sheet.getCell(row + 1, 2).value = thread.madeOnVersion;
      writeText(sheet, row, 2, comment.author);
      writeText(sheet, row, 3, comment.date);
      writeText(sheet, row, 4, comment.body);
      sheet.getCell(row + 1, 5).alignment = { wrapText: true, vertical: 'top' };
      row += 1;
    }
  }
  layoutSheet(sheet, { label: 44, values: 16, valueCount: 1, extra: [20, 12, 90] });
}

/** The notes and the Comments sheet; nothing when no thread is open. */
export function writeOpenComments(book: ExcelJS.Workbook, threads: readonly ShownThread[], compiled: CompiledWorkbook, texts: ExcelTexts): void {
  if (threads.length === 0) return;
  writeNotes(book, threads, compiled, texts);
  writeCommentsSheet(book, threads, texts);
}
