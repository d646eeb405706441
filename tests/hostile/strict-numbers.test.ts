import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type JsonResponse, type RunningServer } from '../server/harness.ts';
import { MONTHLY_ACTUALS_SHAPE } from '../../engine/actuals/monthlyActualsCsv.ts';
import { LISTED_PROBLEMS } from '../../engine/actuals/csv.ts';
import { row, sheetWorkbook } from './hostileWorkbooks.ts';

/**
 * Issue 24: one strict number reader for CSV, XLSX and JSON. The XLSX path read `1,5` as 1,
 * `20abc` as 20, `0x10` as 0 and a date cell as a year where the CSV path refused them; a
 * 300-digit actual was accepted; a bad CSV answered 270,000 problems. Each of them now: 422
 * naming the row and column, the first 100 problems and their count, nothing stored.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startServer(undefined, { sampleData: true });
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => server?.stop());

async function put(body: Buffer | string, type: string): Promise<JsonResponse> {
  const response = await fetch(`${server.baseUrl}/api/actuals/monthly`, {
    method: 'PUT', headers: { authorization: `Bearer ${admin}`, 'content-type': type }, body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function expectUnchanged(): Promise<void> {
  expect((await server.services.monthlyActuals.history()).map((entry) => entry.version)).toEqual([1]);
}

const HEADER = ['line', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];

describe('the strict number reader on every path', () => {
  it('refuses in an XLSX a number stored as text, stored digits with trailing characters, 1e300 and a date, naming row and column', async () => {
    // 46082 is 2026-03-01 in Excel's 1900 date system.
    const file = sheetWorkbook('Monthly Actuals', [row(1, HEADER), row(2, ['employees', '1,5', { stored: '20abc' }, { stored: '0x10' }, { stored: '1e300' }, { dateSerial: 46082 }])], true);
    const answer = await put(file, XLSX);
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('csv_invalid');
    expect(answer.body.errors).toEqual([
      { line: 2, column: '2026-01', message: '"1,5" is stored as text, not a number' },
      { line: 2, column: '2026-02', message: 'the cell is stored as a number but holds "20abc"' },
      { line: 2, column: '2026-03', message: 'the cell is stored as a number but holds "0x10"' },
      { line: 2, column: '2026-04', message: '"1e300" is too large: at most 15 digits before the decimal point' },
      { line: 2, column: '2026-05', message: 'the cell holds the date 2026-03-01, not a number' },
    ]);
    expect(answer.body.error_count).toBe(5);
    await expectUnchanged();
  });

  it('refuses the same texts in a CSV, naming line and column', async () => {
    const csv = ['month,line,value', '2026-01,employees,"1,5"', '2026-02,employees,20abc', '2026-03,employees,0x10', '2026-04,employees,1e300', '2026-05,employees,2026-03-01'].join('\n');
    const answer = await put(csv, 'text/csv');
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error: { line: number; column: string }) => [error.line, error.column])).toEqual([[2, 'value'], [3, 'value'], [4, 'value'], [5, 'value'], [6, 'value']]);
    expect(answer.body.errors.every((error: { message: string }) => error.message.includes('is not a number written with a dot decimal'))).toBe(true);
    await expectUnchanged();
  });

  it('refuses a value beyond its line\'s bound in a CSV, an XLSX and JSON rows alike', async () => {
    const digits = `1${'0'.repeat(299)}`;
    const csv = await put(`month,line,value\n2026-01,employees,${digits}\n2026-01,transport_clients,2000000\n`, 'text/csv');
    expect(csv.status).toBe(422);
    expect(csv.body.errors).toEqual([
      { line: 2, column: 'value', message: expect.stringContaining('is too large') },
      { line: 3, column: 'value', message: 'transport_clients must be at most 1,000,000 clients (2000000)' },
    ]);
    const xlsx = await put(sheetWorkbook('Monthly Actuals', [row(1, HEADER.slice(0, 2)), row(2, ['employees', 5e13])]), XLSX);
    expect(xlsx.body.errors).toEqual([{ line: 2, column: '2026-01', message: 'employees must be at most 1,000,000,000,000 € (50000000000000)' }]);
    const json = await call(server, 'PUT', '/api/actuals/monthly', { token: admin, body: [{ month: '2026-01', line: 'employees', value: 1e300 }] });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual([{ line: 1, column: 'value', message: expect.stringContaining('is too large') }]);
    await expectUnchanged();
  });

  it('lists the first 100 problems of a bad CSV and counts all of them; a longer file is refused at its first row beyond the shape', async () => {
    const bad = Array.from({ length: MONTHLY_ACTUALS_SHAPE.rows - 1 }, () => '2025-13,rides,abc');
    const answer = await put(['month,line,value', ...bad].join('\n'), 'text/csv');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveLength(LISTED_PROBLEMS);
    expect(answer.body.error_count).toBe(3 * bad.length);
    expect(answer.body.error.message).toBe(`The file has ${3 * bad.length} problems (the first ${LISTED_PROBLEMS} are listed); nothing was changed`);
    // The 0.54 MB file of bad lines (270,000 problems before).
    const long = ['month,line,value', ...Array.from({ length: 30_000 }, () => '2025-13,rides,abc')].join('\n');
    expect(long.length).toBeGreaterThan(500_000);
    const refused = await put(long, 'text/csv');
    expect(refused.status).toBe(422);
    expect(refused.body.error_count).toBe(1);
    expect(refused.body.errors).toEqual([expect.objectContaining({ line: MONTHLY_ACTUALS_SHAPE.rows + 1, message: expect.stringContaining(`more than ${MONTHLY_ACTUALS_SHAPE.rows} rows`) })]);
    await expectUnchanged();
  });
});
