import type ExcelJS from 'exceljs';
import type { CompiledWorkbook } from '../../../engine/workbook/compile.ts';
import { HEADCOUNT_SHEET, POSITIONS_SHEET, POSITION_COLUMNS } from '../../../engine/workbook/headcountSheet.ts';
import { neutraliseCell } from '../../../engine/actuals/csv.ts';
import { FORMAT, INPUT_FONT } from './cellFormats.ts';
import { excelFormula, layoutSheet, writeHeader, writeText } from './sheetWriter.ts';
import { ENGLISH_EXCEL, type ExcelTexts } from './excelTexts.ts';

/**
 * The headcount plan in the Excel model: the Positions sheet (the plan as stated, in blue, then
 * what each month reads of it) and the Headcount sheet (per position and month: people, the pay
 * of one of them, the cost with the employer's contributions and recruiting; the contribution
 * table by month; the totals the Monthly sheet's plan rows read), all live formulas
 * (engine/workbook/headcountSheet.ts). Changing a salary, a start month or the Hiring Delay in
 * Excel moves payroll, FTEs and everything after them.
 */

/** Columns of the Positions sheet that hold the plan's inputs (the rest are formulas over them). */
const INPUT_COLUMNS = new Set<string>(['count', 'start_month', 'end_month', 'annual_salary', 'raise_pct', 'raise_month', 'variable_pct', 'recruiting_cost']);
/** Texts of a position: written as text whatever they start with. */
const TEXT_COLUMNS = new Set<string>(['id', 'role', 'department', 'start_month', 'end_month']);

const POSITION_FORMATS: Partial<Record<(typeof POSITION_COLUMNS)[number], string>> = {
  annual_salary: FORMAT.euro, recruiting_cost: FORMAT.euro, first_pay: FORMAT.euro, hiring_cost: FORMAT.euro,
};

/** The rows of the Headcount sheet that have a label of their own (export namespace, `headcountSheet.rows`). */
const LABELLED_ROWS: ReadonlySet<string> = new Set([
  'month_index', 'month_of_year', 'pension_rate', 'unemployment_rate', 'health_rate', 'care_rate', 'insolvency_rate',
  'pension_ceiling', 'health_ceiling', 'rates_to_pension_ceiling', 'rates_to_health_ceiling', 'plan_heads', 'plan_cost',
]);

function rowLabel(id: string, roleOf: (index: number) => string, { t }: ExcelTexts): string {
  if (LABELLED_ROWS.has(id)) return t(`headcountSheet.rows.${id}`);
  const department = /^(heads|cost)_([a-z][a-z0-9_]*)$/.exec(id);
  const position = /^(heads|pay|cost)_(\d+)$/.exec(id);
  if (position) return t(`headcountSheet.position.${position[1]}`, { role: roleOf(Number(position[2]) - 1) });
  if (department) return t(`headcountSheet.department.${department[1]}`, { department: department[2] });
  return id;
}

function formatOf(id: string): string {
  if (id === 'month_index' || id === 'month_of_year') return FORMAT.whole;
  if (id.startsWith('rates_to_')) return FORMAT.index;
  if (id.endsWith('_rate')) return FORMAT.twoDecimals;
  if (id.startsWith('heads') || id === 'plan_heads') return FORMAT.oneDecimal;
  return FORMAT.euro;
}

export function writeHeadcountSheets(book: ExcelJS.Workbook, compiled: CompiledWorkbook, texts: ExcelTexts = ENGLISH_EXCEL): void {
  const positions = compiled.sheets[POSITIONS_SHEET];
  const headcount = compiled.sheets[HEADCOUNT_SHEET];
  if (!positions || !headcount) throw new Error('The Excel model is compiled with the headcount plan as formulas');

  const sheet = book.addWorksheet(texts.sheets.compiled[POSITIONS_SHEET]);
  writeHeader(sheet, POSITION_COLUMNS);
  positions.forEach((cells, r) => {
    if (r === 0) return;
    cells.forEach((content, c) => {
      if (content === null) return;
      const column = POSITION_COLUMNS[c] as (typeof POSITION_COLUMNS)[number];
      const cell = sheet.getCell(r + 1, c + 1);
      if (typeof content === 'string' && (TEXT_COLUMNS.has(column) || !content.startsWith('='))) {
        cell.value = neutraliseCell(content);
        if (INPUT_COLUMNS.has(column)) cell.font = INPUT_FONT;
        return;
      }
      cell.value = typeof content === 'number' ? content : { formula: excelFormula(content, texts.sheets) };
      if (INPUT_COLUMNS.has(column) && typeof content === 'number') cell.font = INPUT_FONT;
      const format = POSITION_FORMATS[column];
      if (format) cell.numFmt = format;
    });
  });
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  sheet.getColumn(2).width = 30;

  const roleOf = (index: number) => String(positions[index + 1]?.[1] ?? texts.t('headcountSheet.unnamedPosition', { number: index + 1 }));
  const grid = book.addWorksheet(texts.sheets.compiled[HEADCOUNT_SHEET]);
  writeHeader(grid, [texts.t('headcountSheet.row'), ...(headcount[0] ?? []).slice(1).map(String)]);
  headcount.forEach((cells, r) => {
    if (r === 0) return;
    const id = String(cells[0] ?? '');
    writeText(grid, r, 0, rowLabel(id, roleOf, texts));
    cells.forEach((content, c) => {
      if (c === 0 || content === null) return;
      const cell = grid.getCell(r + 1, c + 1);
      cell.value = typeof content === 'number' ? content : { formula: excelFormula(content, texts.sheets) };
      cell.numFmt = formatOf(id);
    });
  });
  layoutSheet(grid, { label: 44, values: 12, valueCount: (headcount[0]?.length ?? 1) - 1 });
}
