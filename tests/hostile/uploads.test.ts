import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type JsonResponse, type RunningServer } from '../server/harness.ts';
import { DRIVERS_SHEET, DRIVERS_SHEET_SHAPE } from '../../server/export/excel/driversSheetLayout.ts';
import { MONTHLY_ACTUALS_SHAPE } from '../../engine/actuals/monthlyActualsCsv.ts';
import { columnLetters } from '../../engine/formula/translate.ts';
import {
  declaredBomb, lastRowWorkbook, lyingBomb, manyRowsWorkbook, ratioBomb, row, sheetWorkbook, wideHeader,
} from './hostileWorkbooks.ts';

/**
 * Issue 24: the attacks on the file uploads, repeated at a size a test affords, against the real
 * server: a zip whose directory declares 1 GB, a deflate bomb whose header lies, a part
 * compressed 1,000:1, the 2 KB workbook with a cell at row 1,048,576, a sheet one row or column
 * beyond its shape (for the 1,000,000 rows), one user's second upload. Each answers 413 or
 * 422 saying why (429 with Retry-After), stores nothing, and /api/health answers meanwhile.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;
const SHEET = 'xl/worksheets/sheet1.xml';

interface Account { token: string; id: number }

async function account(server: RunningServer, admin: string, username: string, role: 'user' | 'admin'): Promise<Account> {
  const password = `${username}-password-1`;
  expect((await call(server, 'POST', '/api/admin/users', { token: admin, body: { username, role, password } })).status).toBe(201);
  const token = await loginAs(server, username, password);
  return { token, id: (await call(server, 'GET', '/api/auth/me', { token })).body.id as number };
}

function importDrivers(server: RunningServer, token: string, file: Buffer): Promise<JsonResponse> {
  return call(server, 'POST', '/api/import/excel-drivers', { token, body: { scenario_id: 'baseline', file_base64: file.toString('base64') } });
}

async function sendActuals(server: RunningServer, token: string, method: 'POST' | 'PUT', file: Buffer | string, type = XLSX): Promise<JsonResponse> {
  const url = method === 'POST' ? '/api/actuals/monthly/read' : '/api/actuals/monthly';
  const response = await fetch(`${server.baseUrl}${url}`, {
    method, headers: { authorization: `Bearer ${token}`, 'content-type': type }, body: typeof file === 'string' ? file : new Uint8Array(file),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A Drivers sheet the import reads: the export's headers and one driver. */
function smallDriversWorkbook(value: number): Buffer {
  return sheetWorkbook(DRIVERS_SHEET.name, [row(1, [DRIVERS_SHEET.headers.id, DRIVERS_SHEET.headers.value]), row(2, ['sales_team_size', value])]);
}

/** Nothing of the uploads was stored: one version of the monthly actuals and of the baseline, no audit entry. */
async function expectNothingStored(server: RunningServer): Promise<void> {
  expect((await server.services.monthlyActuals.history()).map((entry) => entry.version)).toEqual([1]);
  expect((await server.services.baselines.history()).map((entry) => entry.version)).toEqual([1]);
  const [audited] = await sqlRows(server, "SELECT COUNT(*) AS n FROM activity_log WHERE resource IN ('monthly_actuals', 'baseline')");
  expect(Number(audited?.n)).toBe(0);
}

let server: RunningServer;
let admin: string;
let planner: Account;

beforeAll(async () => {
  server = await startServer(undefined, { sampleData: true });
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  planner = await account(server, admin, 'planner', 'user');
  // The upload thread is started, so what follows measures the attacks, not its start.
  const warm = await importDrivers(server, planner.token, smallDriversWorkbook(9));
  expect(warm.status, JSON.stringify(warm.body)).toBe(200);
  expect(warm.body.changes).toEqual([expect.objectContaining({ driver: 'sales_team_size', old: 7, new: 9 })]);
});
afterAll(async () => server?.stop());

describe('hostile workbooks', () => {
  it('refuses a zip whose directory declares a 1 GB part with 413, before inflating anything', async () => {
    const file = declaredBomb(DRIVERS_SHEET.name, 1024 * MB);
    expect(file.byteLength).toBeLessThan(4096);
    const answer = await importDrivers(server, planner.token, file);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({
      code: 'payload_too_large', field: 'file_base64',
      message: `The workbook's part ${SHEET} declares 1024 MB uncompressed; an upload may inflate to at most 8 MB a part`,
    });
  });

  it('refuses a deflate bomb whose header lies at the first bytes beyond what it declares (413), with memory bounded', async () => {
    const file = await lyingBomb(DRIVERS_SHEET.name, 300 * MB);
    expect(file.byteLength).toBeLessThan(2 * MB);
    const before = process.memoryUsage().rss;
    const answers = [await importDrivers(server, planner.token, file), await sendActuals(server, admin, 'POST', await lyingBomb('Monthly Actuals', 300 * MB))];
    const grownMb = (process.memoryUsage().rss - before) / MB;
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.body.error.message).toBe(`The workbook's part ${SHEET} inflates to more than the 65,536 bytes its header declares`);
    }
    // Inflated in full, each would take 300 MB (the server shares this process with the test).
    expect(grownMb).toBeLessThan(100);
    await expectNothingStored(server);
  });

  it('refuses a part compressed beyond 100:1 as a zip bomb (413)', async () => {
    const answer = await importDrivers(server, planner.token, await ratioBomb(DRIVERS_SHEET.name, 6 * MB));
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toMatch(new RegExp(`^The workbook's part ${SHEET} is compressed [\\d,]+:1; more than 100:1 is refused as a zip bomb$`));
  });

  it('refuses the 2 KB workbook with one cell at row 1,048,576 (422 naming the cell), read or saved, and stores nothing', async () => {
    const file = lastRowWorkbook();
    expect(file.byteLength).toBeLessThan(4096);
    for (const method of ['POST', 'PUT'] as const) {
      const answer = await sendActuals(server, admin, method, file);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('workbook_invalid');
      expect(answer.body.errors).toEqual([{
        line: 1_048_576, column: 'A',
        message: `The sheet has a cell at row 1,048,576 (A1048576); a sheet of monthly actuals has at most ${MONTHLY_ACTUALS_SHAPE.rows} rows`,
      }]);
      expect(answer.body.error_count).toBe(1);
    }
    await expectNothingStored(server);
  });

  it('refuses a sheet one row beyond its shape: the Drivers sheet (header, catalog, derived values) and monthly actuals (header, 60 months × 19 lines)', async () => {
    const drivers = await importDrivers(server, planner.token, manyRowsWorkbook(DRIVERS_SHEET.name, DRIVERS_SHEET_SHAPE.rows + 1));
    expect(drivers.status).toBe(422);
    expect(drivers.body.error).toMatchObject({ code: 'workbook_invalid', field: 'file_base64' });
    expect(drivers.body.error.message).toBe(`The sheet has a cell at row ${DRIVERS_SHEET_SHAPE.rows + 1} (A${DRIVERS_SHEET_SHAPE.rows + 1}); the Drivers sheet of an exported model has at most ${DRIVERS_SHEET_SHAPE.rows} rows`);
    const actuals = await sendActuals(server, admin, 'PUT', manyRowsWorkbook('Monthly Actuals', MONTHLY_ACTUALS_SHAPE.rows + 1));
    expect(actuals.status).toBe(422);
    expect(actuals.body.errors).toEqual([expect.objectContaining({ line: MONTHLY_ACTUALS_SHAPE.rows + 1, column: 'A' })]);
    await expectNothingStored(server);
  });

  it('refuses a monthly actuals sheet one column beyond a line and 60 months, or one cell beyond either layout (422 naming the cell)', async () => {
    const wide = await sendActuals(server, admin, 'PUT', sheetWorkbook('Monthly Actuals', [row(1, [...wideHeader(), '2031-01'])]));
    expect(wide.status).toBe(422);
    expect(wide.body.errors).toEqual([{ line: 1, column: 'BJ', message: 'The sheet has a cell in column BJ (BJ1); a sheet of monthly actuals has at most 61 columns (A–BI)' }]);
    // Within its rows and columns, a sheet of 61 cells a row passes the cells either layout holds at the next cell after them.
    const { cells, columns } = MONTHLY_ACTUALS_SHAPE;
    const refusedRow = Math.ceil((cells + 1) / columns);
    const refusedColumn = columnLetters(cells + 1 - (refusedRow - 1) * columns - 1);
    const full = Array.from({ length: Math.floor(cells / columns) + 1 }, (_, k) => row(k + 1, Array<number>(columns).fill(k)));
    const square = await sendActuals(server, admin, 'POST', sheetWorkbook('Monthly Actuals', full));
    expect(square.status).toBe(422);
    expect(square.body.errors).toEqual([{ line: refusedRow, column: refusedColumn, message: `The sheet has more than ${cells.toLocaleString('en-US')} cells; a sheet of monthly actuals has at most that many` }]);
    await expectNothingStored(server);
  });

  it('answers /api/health and other users while four hostile workbooks are read, and answers each of them', async () => {
    const attackers = [planner, await account(server, admin, 'attacker-2', 'user'), await account(server, admin, 'attacker-3', 'user')];
    const attacks = Promise.all([
      importDrivers(server, attackers[0]!.token, declaredBomb(DRIVERS_SHEET.name, 1024 * MB)),
      importDrivers(server, attackers[1]!.token, await lyingBomb(DRIVERS_SHEET.name, 300 * MB)),
      importDrivers(server, attackers[2]!.token, manyRowsWorkbook(DRIVERS_SHEET.name, DRIVERS_SHEET_SHAPE.rows + 1)),
      sendActuals(server, admin, 'POST', lastRowWorkbook()),
    ]);
    const health: number[] = [];
    for (let probe = 0; probe < 10; probe += 1) health.push((await call(server, 'GET', '/api/health')).status);
    const reader = (await call(server, 'GET', '/api/actuals/monthly', { token: planner.token })).status;
    expect((await attacks).map((answer) => answer.status)).toEqual([413, 413, 422, 422]);
    expect(health).toEqual(Array(10).fill(200));
    expect(reader).toBe(200);
    await expectNothingStored(server);
  });
});

describe('one upload per user at a time', () => {
  it('answers a second upload of one user while the first is read with 429 and Retry-After; after the answer the next is read', async () => {
    // A server of its own: its upload thread starts with the first file, which then waits for it.
    const fresh = await startServer();
    try {
      const token = await loginAs(fresh, TEST_ADMIN.username, TEST_ADMIN.password);
      const me = (await call(fresh, 'GET', '/api/auth/me', { token })).body.id as number;
      const { definition } = fresh.services.model.definition();
      const catalog = { drivers: definition.drivers, derivedCount: definition.derived.length };
      const first = fresh.services.uploads.parse(me, { kind: 'drivers-workbook', file: smallDriversWorkbook(8), catalog });
      const second = await importDrivers(fresh, token, smallDriversWorkbook(9));
      expect(second.status).toBe(429);
      expect(second.body.error).toEqual({ code: 'upload_in_progress', message: 'A file of yours is still being read: wait for it to finish' });
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await first).ok).toBe(true);
      expect((await importDrivers(fresh, token, smallDriversWorkbook(9))).status).toBe(200);
    } finally {
      await fresh.stop();
    }
  });
});
