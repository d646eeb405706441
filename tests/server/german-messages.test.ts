import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { parseMonthlyActualsCsv, serializeMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';

/**
 * The one-off messages of error answers (a version, a count, a month in them) in the reader's
 * language (docs/i18n.md): a German browser reads each kind in German, with the same code, field
 * and details, and an English one reads the words the routes always answered.
 */

const FIXTURE_CSV = fs.readFileSync(new URL('../../fixtures/monthly-actuals-2026.csv', import.meta.url), 'utf8');
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };

let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startServer(undefined, { sampleData: true });
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => server?.stop());

async function putCsv(csv: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/api/actuals/monthly`, {
    method: 'PUT', headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv', ...headers }, body: csv,
  });
  return { status: response.status, body: await response.json() };
}

describe('one-off error messages in German', () => {
  it('a 409 conflict: a built-in scenario by its German name, and the actuals that already hold values', async () => {
    const german = await call(server, 'DELETE', '/api/scenarios/baseline', { token: admin, headers: GERMAN });
    expect(german.status).toBe(409);
    expect(german.body.error).toEqual({ code: 'built_in', message: 'Basisfall ist ein vordefiniertes Szenario und kann nicht gelöscht werden' });
    const english = await call(server, 'DELETE', '/api/scenarios/baseline', { token: admin });
    expect(english.body.error.message).toBe('Baseline is a built-in scenario and cannot be deleted');

    const sample = await call(server, 'POST', '/api/actuals/monthly/sample', { token: admin, body: {}, headers: GERMAN });
    expect(sample.status).toBe(409);
    expect(sample.body.error.message).toBe('Die Monats-Istwerte enthalten bereits Werte (Version 1); das Beispiel wird nur in einen leeren Bestand geladen');
  });

  it('a 422 csv_invalid: how many problems in German, each still at its line', async () => {
    const bad = `${FIXTURE_CSV}2026-11,employees,12.000,50\n2026-11,ebitda,1\n`;
    const german = await putCsv(bad, GERMAN);
    const english = await putCsv(bad);
    expect(german.status).toBe(422);
    expect(german.body.error).toEqual({ code: 'csv_invalid', message: 'Die Datei hat 2 Probleme; nichts wurde geändert' });
    expect(english.body.error.message).toBe('The file has 2 problems; nothing was changed');
    expect(german.body.errors.map((problem: { line: number }) => problem.line)).toEqual(english.body.errors.map((problem: { line: number }) => problem.line));
  });

  it('a custom message of a schema, behind the field it names', async () => {
    const german = await call(server, 'GET', '/api/actuals/monthly?format=pdf', { token: admin, headers: GERMAN });
    expect(german.status).toBe(400);
    expect(german.body.error).toEqual({ code: 'invalid_input', field: 'format', message: 'format: muss json, csv oder xlsx sein' });
  });

  it('the driver import\'s workbook messages', async () => {
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Budget').getCell('A1').value = 'line';
    const file = Buffer.from(await other.xlsx.writeBuffer()).toString('base64');
    const shape = await call(server, 'POST', '/api/import/excel-drivers', { token: admin, body: { file_base64: file }, headers: GERMAN });
    expect(shape.status).toBe(422);
    expect(shape.body.error).toMatchObject({ code: 'workbook_invalid', field: 'file_base64' });
    expect(shape.body.error.message).toMatch(/^Kein von Fahrplan exportiertes Excel-Modell: Es braucht ein Blatt „Treiber“ mit „.+“ in A1 und „.+“ in B1$/);
    const garbage = await call(server, 'POST', '/api/import/excel-drivers', {
      token: admin, body: { file_base64: Buffer.from('not a workbook').toString('base64') }, headers: GERMAN,
    });
    expect(garbage.body.error.message).toBe('Die Datei ist keine Excel-Arbeitsmappe (.xlsx)');
  });

  it('a 422 close_incomplete, naming the month and its missing lines by their ids', async () => {
    expect((await call(server, 'PUT', '/api/settings/close', { token: admin, body: { last_closed_month: '2026-03' } })).status).toBe(200);
    const read = parseMonthlyActualsCsv(FIXTURE_CSV);
    if (!read.ok) throw new Error('fixture does not parse');
    delete read.values['2026-02']!.legal_tax;
    delete read.values['2026-03']!.legal_tax;
    const german = await putCsv(serializeMonthlyActualsCsv(read.values), GERMAN);
    expect(german.status).toBe(422);
    expect(german.body.error).toEqual({
      code: 'close_incomplete', field: 'last_closed_month',
      message: 'Der letzte abgeschlossene Monat ist 2026-03, aber in 2026-02 fehlten dann legal_tax (und 1 weiterer Monat); vervollständigen Sie den Monat oder verschieben Sie zuerst den Abschluss',
    });
    const english = await putCsv(serializeMonthlyActualsCsv(read.values));
    expect(english.body.error.message).toBe('The last closed month is 2026-03, but 2026-02 would lack legal_tax (and 1 more month); complete it or move the close first');
  });
});
