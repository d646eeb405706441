import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specReferenceQuotes, stringsOf } from '../helpers/specReference.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * API answers and the Excel model carry no specification section numbers (issue 14): every
 * string of each answer a screen or a client shows, `reference` fields (the docs-only mapping)
 * aside. The PDF reports are checked through their text layer in export-pdf.test.ts.
 */
let server: RunningServer;
let token: string;
let userId: number;

const ANSWERS = [
  '/api/openapi.json', '/api/scenarios', '/api/scenarios/forecast/baseline', '/api/kpis/dashboard?scenario=low_case',
  '/api/key-drivers/variables', '/api/assumptions/all', '/api/assumptions/mappings', '/api/risks',
  '/api/tom/structure/2026', '/api/tom/org-hierarchy/2026', '/api/valuation/enterprise', '/api/financial-data/pnl',
  '/api/financial-data/pnl-traceability', '/api/baseline/data-mask', '/api/auth/me',
];

function offenders(value: unknown): string[] {
  return stringsOf(value).flatMap(({ path, text }) => specReferenceQuotes(text).map((quote) => `${path}: ${quote}`));
}

beforeAll(async () => {
  server = await startServer();
  token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  userId = (await call(server, 'GET', '/api/auth/me', { token })).body.id;
});

afterAll(async () => {
  await server?.stop();
});

describe('text a customer reads carries no specification references', () => {
  it.each(ANSWERS)('GET %s', async (url) => {
    const response = await call(server, 'GET', url, { token });
    expect(response.status).toBe(200);
    expect(offenders(response.body)).toEqual([]);
  });

  it('the Excel model: every text cell of every sheet', async () => {
    const response = await fetch(`${server.baseUrl}/api/export/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario_id: 'baseline', user_id: userId, export_format: 'excel', export_type: 'excel-model' }),
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const texts: Record<string, string[]> = {};
    book.eachSheet((sheet) => {
      texts[sheet.name] = [];
      sheet.eachRow((row) => row.eachCell((cell) => {
        if (typeof cell.value === 'string') texts[sheet.name]?.push(cell.value);
      }));
    });
    expect(Object.keys(texts).length).toBeGreaterThan(3);
    expect(offenders(texts)).toEqual([]);
  }, 60_000);
});
