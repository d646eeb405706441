import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';

/** POST /api/import/excel-drivers on the real server with workbooks it exported itself (issue #19). */

let server: RunningServer;
let admin: string;
let exported: Buffer;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  const me = (await call(server, 'GET', '/api/auth/me', { token: admin })).body as { id: number };
  const response = await fetch(`${server.baseUrl}/api/export/excel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scenario_id: 'baseline', user_id: me.id, export_format: 'excel', export_type: 'excel-model' }),
  });
  expect(response.status).toBe(200);
  exported = Buffer.from(await response.arrayBuffer());
});
afterAll(async () => server?.stop());

/** The exported workbook with some Drivers cells changed, as Excel or LibreOffice would save it. */
async function edited(change: (sheet: ExcelJS.Worksheet, rowOf: (id: string) => number) => void): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(exported as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Drivers');
  if (!sheet) throw new Error('no Drivers sheet');
  const rows = new Map<string, number>();
  sheet.eachRow((row, number) => rows.set(row.getCell(1).text, number));
  change(sheet, (id) => rows.get(id) ?? NaN);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const importing = (body: unknown) => call(server, 'POST', '/api/import/excel-drivers', { token: admin, body });

describe('driver import from an exported Excel model', () => {
  it('reads every driver of its own export and finds nothing to change', async () => {
    const response = await importing({ scenario_id: 'baseline', file_base64: exported.toString('base64') });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ scenario_id: 'baseline', drivers_read: DRIVERS.length, changes: [] });
  });

  it('answers an edited value old → new against the scenario', async () => {
    const file = await edited((sheet, rowOf) => { sheet.getCell(rowOf('sales_team_size'), 2).value = 12; });
    const response = await importing({ scenario_id: 'baseline', file_base64: file });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.changes).toEqual([{ driver: 'sales_team_size', name: expect.any(String), unit: expect.any(String), old: 7, new: 12 }]);
  });

  it('refuses a value outside its bounds by its row, reading nothing', async () => {
    const file = await edited((sheet, rowOf) => {
      sheet.getCell(rowOf('logo_churn_rate'), 2).value = -3;
      sheet.getCell(rowOf('sales_team_size'), 2).value = 12.5;
    });
    const response = await importing({ file_base64: file });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('workbook_invalid');
    expect(response.body.error.message).toBe('The Drivers sheet has 2 refused values; nothing was read');
    expect(response.body.errors.map((e: { driver: string; column: string }) => [e.driver, e.column]).sort()).toEqual([['logo_churn_rate', 'B'], ['sales_team_size', 'B']]);
    expect(response.body.errors.every((e: { row: number }) => e.row > 1)).toBe(true);
  });

  it('refuses a workbook of another shape and a file that is no workbook, with a clear message', async () => {
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Budget').getCell('A1').value = 'line';
    const shape = await importing({ file_base64: Buffer.from(await other.xlsx.writeBuffer()).toString('base64') });
    expect(shape.status).toBe(422);
    expect(shape.body.error).toMatchObject({ code: 'workbook_invalid', field: 'file_base64' });
    expect(shape.body.error.message).toContain('Not an Excel model exported by Fahrplan');
    const garbage = await importing({ file_base64: Buffer.from('not a workbook').toString('base64') });
    expect(garbage.status).toBe(422);
    expect(garbage.body.error.message).toBe('The file is not an Excel workbook (.xlsx)');
    const notBase64 = await importing({ file_base64: '*** not base64 ***' });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.error.message).toContain('file_base64');
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'POST', '/api/import/excel-drivers', { body: { file_base64: 'AAAA' } })).status).toBe(401);
  });
});
