import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_THREADS_MAX, type CommentTarget, type CommentThread } from '../../contract/comments.ts';
import type { ExportType } from '../../contract/exports.ts';
import type { Language } from '../../contract/preferences.ts';
import { NO_CLOSED_MONTHS } from '../../engine/actuals/closedMonths.ts';
import { DEFAULT_MODEL_SOURCE } from '../../engine/model/definition.ts';
import { builtInScenario } from '../../engine/scenarios.ts';
import { compileWorkbook } from '../../engine/workbook/compile.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { buildExportFile } from '../../server/export/buildExport.ts';
import { DRIVERS_SHEET } from '../../server/export/excel/driversSheetLayout.ts';
import { SHEET_NAMES_BY_LANGUAGE } from '../../server/export/excel/sheetNames.ts';
import { EXECUTIVE_SUMMARY_PAGES } from '../../server/export/pdf/executiveSummary.ts';
import { createModelService } from '../../server/model/modelService.ts';
import type { ScenarioRecord } from '../../server/repos/scenarios.ts';
import { exportCommentThreads } from '../../server/routes/export.ts';
import type { CommentsRepo, ThreadFilter } from '../../server/repos/comments.ts';
import { baselineActuals, baselineCsv } from '../helpers/fixtures.ts';

/**
 * Open comment threads in the exports (issue 30), built directly from an export input: both PDF
 * reports end with an appendix "Open comments" naming what each thread is on, the version it was
 * made on and each comment, in English and German, and print none without an open thread; the
 * Excel model has each cell and driver thread as a note on its cell and every open thread on a
 * Comments sheet, the users' words neutralised.
 */
let workDir: string;
const model = createModelService({
  current: () => ({ version: 1, csv: baselineCsv(), closed: { version: 0, months: NO_CLOSED_MONTHS, incomplete: [], sample: false }, model: { version: DEFAULT_MODEL_SOURCE.version, source: DEFAULT_MODEL_SOURCE } }),
});

const baselineDefinition = builtInScenario('baseline');
if (!baselineDefinition) throw new Error('no built-in baseline');
const scenario: ScenarioRecord = {
  ...baselineDefinition, owner_id: null, created_by_id: null, created_by: null, driver_ranges: {}, headcount: null,
  version: 4, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};

let nextId = 1;
function thread(target: CommentTarget, comments: { author: string; body: string; at: string }[], status: CommentThread['status'] = 'open'): CommentThread {
  const id = nextId++;
  return {
    id, target, status, created_by: comments[0]?.author ?? 'anna', created_at: comments[0]?.at ?? '2026-04-01T09:00:00Z',
    resolved_by: status === 'resolved' ? 'anna' : null, resolved_at: status === 'resolved' ? '2026-04-09T09:00:00Z' : null,
    comments: comments.map((comment, i) => ({ id: id * 100 + i, author: comment.author, body: comment.body, mentions: [], created_at: comment.at })),
  };
}

const on = { scenario_id: 'baseline', scenario_version: 3 } as const;
const THREADS: CommentThread[] = [
  thread({ kind: 'cell', ...on, line_id: 'employees', period: '2026-03' }, [
    { author: 'anna', body: 'Why do salaries jump in March?', at: '2026-04-02T08:00:00Z' },
    { author: 'ben', body: 'Two hires started on 1 March.', at: '2026-04-03T10:30:00Z' },
  ]),
  thread({ kind: 'driver', ...on, driver_id: 'logo_churn_rate' }, [{ author: 'carla', body: '=HYPERLINK("http://evil.example","churn")', at: '2026-04-04T08:00:00Z' }]),
  thread({ kind: 'version', ...on, scenario_version: 4 }, [{ author: 'anna', body: 'Board version {{scenario}} <b>not bold</b>', at: '2026-04-05T08:00:00Z' }]),
  thread({ kind: 'plan', year: 2026 }, [{ author: 'dirk', body: 'Plan signed off by the board.', at: '2026-04-06T08:00:00Z' }]),
  thread({ kind: 'closed_month', month: '2026-03' }, [{ author: 'ben', body: '+ accrual booked late', at: '2026-04-07T08:00:00Z' }]),
  thread({ kind: 'cell', ...on, line_id: 'total_revenue', period: '2027-Q2' }, [{ author: 'anna', body: 'Resolved: not printed.', at: '2026-04-08T08:00:00Z' }], 'resolved'),
];

async function exported(type: ExportType, language: Language, comments: readonly CommentThread[]): Promise<Buffer> {
  return buildExportFile(model, {
    type, scenario, comparedWith: [], risks: [], generatedAt: new Date('2026-04-10T08:00:00Z'), numberFormat: 'en', language, comments,
  });
}

function pdfText(file: Buffer, name: string): { text: string; pages: number } {
  const at = path.join(workDir, `${name}.pdf`);
  fs.writeFileSync(at, file);
  const text = execFileSync('pdftotext', ['-layout', at, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f\u2009]/g, ' ');
  return { text, pages: text.split('\f').filter((page) => page.trim() !== '').length };
}

async function workbook(file: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book;
}

/** A note's text, whether exceljs reads it back as a string or as rich text. */
function noteOf(cell: ExcelJS.Cell): string {
  const note = cell.note as unknown;
  if (note === undefined || note === null) return '';
  if (typeof note === 'string') return note;
  const texts = (note as { texts?: { text: string }[] }).texts ?? [];
  return texts.map((part) => part.text).join('');
}

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-comments-export-'));
});

afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('open comments in the PDF reports', () => {
  it('the detailed report ends with the open threads in English: what each is on, the version, each comment with author, date and text', async () => {
    const { text } = pdfText(await exported('detailed-report', 'en', THREADS), 'detailed-en');
    const appendix = text.slice(text.lastIndexOf('Open comments'));
    expect(appendix).toContain('Profit and Loss · Employees · 2026-03');
    expect(appendix).toContain('Made on scenario version 3');
    expect(appendix).toMatch(/anna · 2026-04-02[\s\S]*Why do salaries jump in March\?[\s\S]*ben · 2026-04-03[\s\S]*Two hires started on 1 March\./);
    expect(appendix).toContain('Driver · Logo Churn Rate');
    expect(appendix).toContain('=HYPERLINK("http://evil.example","churn")');
    expect(appendix).toContain('Version 4');
    // The user's text as written: no interpolation, no markup.
    expect(appendix).toContain('Board version {{scenario}} <b>not bold</b>');
    expect(appendix).toContain('Plan of record 2026');
    expect(appendix).toContain('Closed month 2026-03');
    expect(appendix).toContain('+ accrual booked late');
    expect(text).not.toContain('Resolved: not printed.');
    expect(text).not.toContain('2027-Q2');
    // Listed in the contents as well.
    expect(text.split('\f')[0]).toContain('Open comments');
  });

  it('the executive summary keeps its three pages and adds the appendix in German', async () => {
    const { text, pages } = pdfText(await exported('executive-summary', 'de', THREADS), 'summary-de');
    expect(pages).toBeGreaterThan(EXECUTIVE_SUMMARY_PAGES);
    const appendix = text.split('\f').slice(EXECUTIVE_SUMMARY_PAGES).join('\n');
    expect(appendix).toContain('Offene Kommentare');
    expect(appendix).toContain('GuV · Personalaufwand · 2026-03');
    expect(appendix).toContain('Verfasst zu Szenario-Version 3');
    expect(appendix).toContain('Treiber · Kundenabwanderungsquote');
    expect(appendix).toContain('Planstand 2026');
    expect(appendix).toContain('Abgeschlossener Monat 2026-03');
    expect(appendix).toContain('Why do salaries jump in March?');
    expect(appendix).not.toContain('Open comments');
    expect(appendix).not.toContain('Resolved: not printed.');
  });

  it('prints no appendix when no thread is open', async () => {
    const resolvedOnly = THREADS.filter((t) => t.status === 'resolved');
    const summary = pdfText(await exported('executive-summary', 'en', resolvedOnly), 'summary-none');
    expect(summary.pages).toBe(EXECUTIVE_SUMMARY_PAGES);
    expect(summary.text).not.toContain('Open comments');
    const detailed = pdfText(await exported('detailed-report', 'de', []), 'detailed-none');
    expect(detailed.text).not.toContain('Offene Kommentare');
  });
});

describe('open comments in the Excel model', () => {
  const layout = compileWorkbook(baselineActuals(), effectiveDrivers(baselineActuals(), {})).layout;

  it('a cell thread is a note on its line and year on Annual, a driver thread on the driver value; every open thread is on the Comments sheet, neutralised', async () => {
    const book = await workbook(await exported('excel-model', 'en', THREADS));
    const names = SHEET_NAMES_BY_LANGUAGE.en;
    const annual = book.getWorksheet(names.compiled.Annual) as ExcelJS.Worksheet;
    const employeesRow = (layout.rows.Annual.get('employees') as number) + 1;
    const employees2026 = noteOf(annual.getCell(employeesRow, layout.annualCol(2026) + 1));
    expect(employees2026).toContain('Profit and Loss · Employees · 2026-03 (Made on scenario version 3)');
    expect(employees2026).toContain('anna · 2026-04-02:\nWhy do salaries jump in March?');
    expect(employees2026).toContain('ben · 2026-04-03:\nTwo hires started on 1 March.');
    expect(noteOf(annual.getCell(employeesRow, layout.annualCol(2027) + 1))).toBe('');
    // The resolved thread on total revenue 2027-Q2 is no note.
    expect(noteOf(annual.getCell((layout.rows.Annual.get('total_revenue') as number) + 1, layout.annualCol(2027) + 1))).toBe('');

    const drivers = book.getWorksheet(names.compiled.Drivers) as ExcelJS.Worksheet;
    const churn = noteOf(drivers.getCell((layout.rows.Drivers.get('logo_churn_rate') as number) + 1, DRIVERS_SHEET.columns.value));
    expect(churn).toContain('Driver · Logo Churn Rate');
    expect(churn).toContain(`'=HYPERLINK("http://evil.example","churn")`);

    const sheet = book.getWorksheet(names.comments) as ExcelJS.Worksheet;
    expect(book.worksheets.at(-1)?.name).toBe(names.comments);
    const rows: unknown[][] = [];
    sheet.eachRow((row, number) => { if (number > 1) rows.push([1, 2, 3, 4, 5].map((c) => row.getCell(c).value)); });
    expect(rows).toEqual([
      ['Profit and Loss · Employees · 2026-03', 3, 'anna', '2026-04-02', 'Why do salaries jump in March?'],
      ['Profit and Loss · Employees · 2026-03', 3, 'ben', '2026-04-03', 'Two hires started on 1 March.'],
      ['Driver · Logo Churn Rate', 3, 'carla', '2026-04-04', `'=HYPERLINK("http://evil.example","churn")`],
      ['Version 4', 4, 'anna', '2026-04-05', 'Board version {{scenario}} <b>not bold</b>'],
      ['Plan of record 2026', null, 'dirk', '2026-04-06', 'Plan signed off by the board.'],
      ['Closed month 2026-03', null, 'ben', '2026-04-07', `'+ accrual booked late`],
    ]);
  });

  it('in German the notes and the sheet speak German; without an open thread there is neither', async () => {
    const book = await workbook(await exported('excel-model', 'de', THREADS));
    const names = SHEET_NAMES_BY_LANGUAGE.de;
    const annual = book.getWorksheet(names.compiled.Annual) as ExcelJS.Worksheet;
    expect(noteOf(annual.getCell((layout.rows.Annual.get('employees') as number) + 1, layout.annualCol(2026) + 1))).toContain('GuV · Personalaufwand · 2026-03 (Verfasst zu Szenario-Version 3)');
    const sheet = book.getWorksheet('Kommentare') as ExcelJS.Worksheet;
    expect(sheet.getCell('A1').value).toBe('Bezug');
    expect(sheet.getCell('A6').value).toBe('Planstand 2026');

    const none = await workbook(await exported('excel-model', 'en', THREADS.filter((t) => t.status === 'resolved')));
    expect(none.getWorksheet(SHEET_NAMES_BY_LANGUAGE.en.comments)).toBeUndefined();
    let notes = 0;
    none.eachSheet((ws) => ws.eachRow((row) => row.eachCell((cell) => { if (noteOf(cell) !== '') notes += 1; })));
    expect(notes).toBe(0);
  });
});

describe('the threads the export route reads', () => {
  it('asks for the open threads on the scenario, the plans and the closed months, each once, oldest first, none of another scenario', async () => {
    const asked: ThreadFilter[] = [];
    const other = thread({ kind: 'driver', scenario_id: 'other', scenario_version: 1, driver_id: 'logo_churn_rate' }, [{ author: 'x', body: 'elsewhere', at: '2026-01-01T00:00:00Z' }]);
    const repo: Pick<CommentsRepo, 'threads'> = {
      threads: (filter) => {
        asked.push(filter);
        const all = [...THREADS, other];
        return Promise.resolve(all.filter((t) => (filter.kind === undefined || t.target.kind === filter.kind)
          && (filter.status === undefined || t.status === filter.status)
          && (filter.scenarioId === undefined || ('scenario_id' in t.target && t.target.scenario_id === filter.scenarioId))).reverse());
      },
    };
    const threads = await exportCommentThreads(repo as CommentsRepo, 'baseline');
    expect(asked).toEqual([
      { scenarioId: 'baseline', status: 'open', limit: EXPORT_THREADS_MAX },
      { kind: 'plan', status: 'open', limit: EXPORT_THREADS_MAX },
      { kind: 'closed_month', status: 'open', limit: EXPORT_THREADS_MAX },
    ]);
    expect(threads.map((t) => t.id)).toEqual(THREADS.filter((t) => t.status === 'open').map((t) => t.id));
  });

  it('carries at most EXPORT_THREADS_MAX threads, the most recent, still oldest first', async () => {
    const many = Array.from({ length: EXPORT_THREADS_MAX + 50 }, (_, i) => thread({ kind: 'plan', year: 2026 }, [{ author: 'anna', body: `question ${i}`, at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }]));
    // As the store answers: the most recent first, at most `limit`.
    const repo: Pick<CommentsRepo, 'threads'> = { threads: (filter) => Promise.resolve(filter.kind === 'plan' ? [...many].reverse().slice(0, filter.limit) : []) };
    const threads = await exportCommentThreads(repo as CommentsRepo, 'baseline');
    expect(threads).toHaveLength(EXPORT_THREADS_MAX);
    expect(threads[0]?.comments[0]?.body).toBe('question 50');
    expect(threads.at(-1)?.comments[0]?.body).toBe(`question ${EXPORT_THREADS_MAX + 49}`);
  });
});
