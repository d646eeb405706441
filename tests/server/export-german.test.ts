import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_NAMES_BY_LANGUAGE } from '../../server/export/excel/sheetNames.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * The exports and the error answers in German (issue 30) over real HTTP: a German export has German
 * sheet names, headers, section titles and footers and none of the English ones, its formulas are
 * still formulas over the German sheet names, and it imports back; the language comes from the
 * body, else the user's preference, else Accept-Language. Error answers keep their code and field
 * and word the message in the browser's language.
 */
let server: RunningServer;
let token: string;
let userId: number;
let workDir: string;

/** One export; a caller has one at a time, so the next waits the Retry-After of a 429 while the last one is let go. */
async function exportFile(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Buffer> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${server.baseUrl}/api/export/reports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ scenario_id: 'baseline', user_id: userId, ...body }),
    });
    if (response.status === 429 && attempt < 5) {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 1)));
      continue;
    }
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }
}

/** The PDF's text layer (poppler's pdftotext), spaces made plain. */
function pdfText(file: Buffer, name: string): string {
  const at = path.join(workDir, `${name}.pdf`);
  fs.writeFileSync(at, file);
  return execFileSync('pdftotext', ['-layout', at, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f\u2009]/g, ' ');
}

async function workbook(file: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book;
}

const excel = { export_format: 'excel', export_type: 'excel-model' } as const;
const detailed = { export_format: 'pdf', export_type: 'detailed-report' } as const;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-german-'));
  server = await startServer();
  token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  userId = (await call(server, 'GET', '/api/auth/me', { token })).body.id;
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('exports in German', () => {
  it('the Excel model: German sheet names and headers, no English ones, formulas over the German sheets, and it imports back', async () => {
    const book = await workbook(await exportFile({ ...excel, language: 'de' }));
    const german = SHEET_NAMES_BY_LANGUAGE.de;
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([...german.order, german.variance].slice(0, book.worksheets.length));
    for (const name of book.worksheets.map((sheet) => sheet.name)) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[[\]:*?/\\]/);
    }
    for (const english of SHEET_NAMES_BY_LANGUAGE.en.order) expect(book.getWorksheet(english), english).toBeUndefined();

    const drivers = book.getWorksheet('Treiber') as ExcelJS.Worksheet;
    expect(drivers.getCell('A1').value).toBe('Treiber (Name in Formeln)');
    expect(drivers.getCell('B1').value).toBe('Wert');
    const notes = drivers.getSheetValues().flat().filter((cell): cell is string => typeof cell === 'string');
    expect(notes).toContain('Szenario');
    expect(notes).toContain('Verwendung');
    expect(notes).not.toContain('How to use');

    const pnl = book.getWorksheet('GuV') as ExcelJS.Worksheet;
    expect(pnl.getCell('A1').value).toBe('Gewinn- und Verlustrechnung (EUR)');
    // Still a live formula, now over the German sheet of every line by year.
    expect(pnl.getCell('B2').formula).toMatch(/^Jahreswerte!/);
    expect(book.getWorksheet('Jahreswerte')?.getCell('A1').value).toBe('Position');
    // Every sheet a formula or a defined name refers to is a sheet of this file.
    const sheets = new Set(book.worksheets.map((sheet) => sheet.name));
    const referenced = (text: string) => [...text.matchAll(/(?:'((?:[^']|'')+)'|([A-Za-zÄÖÜäöüß_][\wÄÖÜäöüß.]*))!/g)].map((match) => (match[1] ?? match[2] ?? '').replace(/''/g, "'"));
    let formulas = 0;
    const unknown: string[] = [];
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) => row.eachCell((cell) => {
        if (!cell.formula) return;
        formulas += 1;
        for (const name of referenced(cell.formula)) if (!sheets.has(name)) unknown.push(`${sheet.name}!${cell.address}: ${cell.formula}`);
      }));
    }
    expect(formulas).toBeGreaterThan(1000);
    const definedNames = (book.definedNames as unknown as { model: { name: string; ranges: string[] }[] }).model;
    expect(definedNames.length).toBeGreaterThan(50);
    for (const { ranges } of definedNames) for (const range of ranges) for (const name of referenced(range)) if (!sheets.has(name)) unknown.push(range);
    expect(unknown).toEqual([]);
    expect(book.getWorksheet('Kennzahlen')?.getCell('A1').value).toBe('Kennzahl');

    const imported = await call(server, 'POST', '/api/import/excel-drivers', {
      token, body: { scenario_id: 'baseline', file_base64: (await exportFile({ ...excel, language: 'de' })).toString('base64') },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.changes).toEqual([]);
  }, 180_000);

  it('the Detailed Report: German titles, headings, table headers and footers, none of the English ones', async () => {
    const text = pdfText(await exportFile({ ...detailed, language: 'de' }), 'detailed-de');
    for (const german of ['Ausführlicher Bericht', 'Inhalt', 'Szenario Basisfall', 'Pessimistischer Fall', 'Prognose auf einen Blick', 'Gewinn- und Verlustrechnung nach Jahren', 'Planbilanz', 'Kapitalflussrechnung',
      'Personalplan', 'Szenariovergleich', 'Unternehmensbewertung', 'Sensitivitätsanalyse', 'Strategische Risiken', 'Wie diese Zahlen entstehen', 'Seite 1 von', 'Vertraulich', 'Regulatorische', 'Extern', 'Cash-positiv', 'Mengentreiber', 'Transaktions-Multiple', 'Preisstruktur', 'Q4/2025 bis Q4/2030']) {
      expect(text, german).toContain(german);
    }
    for (const english of ['Detailed Report', 'Contents', 'Headline forecast', 'Profit and loss by year', 'Cash flow statement', 'People at 31 December', 'Scenario comparison',
      'Sensitivity analysis', 'Strategic risks', 'How these numbers are made', 'Page 1 of', 'Confidential', 'Key driver', 'Line or KPI', '(Actual)', 'Regulatory', 'Operational', 'Cash-positive', 'Volume Driver', 'Transaction Multiple', 'Pricing Structure', 'Dispatch software', 'Q4/2025 to', 'no actual reports']) {
      expect(text, english).not.toContain(english);
    }
  }, 180_000);

  it('the Executive Summary in German from Accept-Language, and English when the body asks for it', async () => {
    const german = pdfText(await exportFile({ export_format: 'pdf', export_type: 'executive-summary' }, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }), 'summary-accept');
    expect(german).toContain('Management Summary');
    expect(german).toContain('Kennzahlen (KPIs)');
    expect(german).not.toContain('Executive Summary');
    const english = pdfText(await exportFile({ export_format: 'pdf', export_type: 'executive-summary', language: 'en' }, { 'accept-language': 'de' }), 'summary-en');
    expect(english).toContain('Executive Summary');
    expect(english).not.toContain('Management Summary');
  }, 180_000);

  it('the stored preference wins over Accept-Language, the body over the preference', async () => {
    expect((await call(server, 'PUT', '/api/auth/preferences', { token, body: { language: 'de' } })).status).toBe(200);
    try {
      const preferred = await workbook(await exportFile(excel, { 'accept-language': 'en-GB' }));
      expect(preferred.worksheets[0]?.name).toBe('Treiber');
      const asked = await workbook(await exportFile({ ...excel, language: 'en' }));
      expect(asked.worksheets[0]?.name).toBe('Drivers');
    } finally {
      await call(server, 'PUT', '/api/auth/preferences', { token, body: { language: null } });
    }
  }, 180_000);
});

describe('error answers in German', () => {
  it('words a 401 in the browser\'s language, its code unchanged', async () => {
    const headers = { 'accept-language': 'de' };
    const german = await call(server, 'GET', '/api/scenarios', { headers });
    expect(german.status).toBe(401);
    expect(german.body.error).toEqual({ code: 'unauthenticated', message: 'Nicht angemeldet' });
    expect(german.body.detail).toBe('Nicht angemeldet');
    const english = await call(server, 'GET', '/api/scenarios');
    expect(english.body.error).toEqual({ code: 'unauthenticated', message: 'Not authenticated' });
  });

  it('names the field of a validation 400 and words the problem in German; a 404 too', async () => {
    const body = { user_id: userId, export_format: 'pdf', export_type: 'no-such-type' };
    const german = await call(server, 'POST', '/api/export/pdf', { token, body, headers: { 'accept-language': 'de-AT' } });
    expect(german.status).toBe(400);
    expect(german.body.error.code).toBe('invalid_input');
    expect(german.body.error.field).toBe('export_type');
    expect(german.body.error.message).toMatch(/^export_type: Ungültige Option/);
    const english = await call(server, 'POST', '/api/export/pdf', { token, body });
    expect(english.body.error).toEqual({ ...german.body.error, message: expect.stringMatching(/^export_type: Invalid option/) });

    const missing = await call(server, 'POST', '/api/export/pdf', {
      token, body: { scenario_id: 'no-such-scenario', user_id: userId, export_format: 'pdf', export_type: 'executive-summary' }, headers: { 'accept-language': 'de' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', message: 'Szenario nicht gefunden' });
  });
});
