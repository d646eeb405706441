import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';

/**
 * The number format per user (issue 26): kept on the server as the user's own preference, and the
 * exports written in the format of the user who asks for them.
 */
let server: RunningServer;
let adminToken: string;
let adminId: number;
let userToken: string;
let userId: number;
let workDir: string;

beforeAll(async () => {
  server = await startServer();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-number-format-'));
  adminToken = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  adminId = (await call(server, 'GET', '/api/auth/me', { token: adminToken })).body.id;
  const created = await call(server, 'POST', '/api/admin/users', {
    token: adminToken, body: { username: 'reader', role: 'user', password: 'reader-password-1', force_password_change: false },
  });
  expect(created.status).toBe(201);
  userId = created.body.id;
  userToken = await loginAs(server, 'reader', 'reader-password-1');
});

afterAll(async () => {
  await server.stop();

});

describe('the user preferences', () => {
  it('answer null before the user chooses, keep a choice per user and across sign-ins', async () => {
    expect((await call(server, 'GET', '/api/auth/preferences', { token: userToken })).body).toEqual({ number_format: null, language: null });
    const put = await call(server, 'PUT', '/api/auth/preferences', { token: userToken, body: { number_format: 'de' } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ number_format: 'de', language: null });

    const german = await call(server, 'PUT', '/api/auth/preferences', { token: userToken, body: { language: 'de' } });
    expect(german.body).toEqual({ number_format: 'de', language: 'de' });

    const again = await loginAs(server, 'reader', 'reader-password-1');
    expect((await call(server, 'GET', '/api/auth/preferences', { token: again })).body).toEqual({ number_format: 'de', language: 'de' });
    expect((await call(server, 'GET', '/api/auth/preferences', { token: adminToken })).body).toEqual({ number_format: null, language: null });

    const cleared = await call(server, 'PUT', '/api/auth/preferences', { token: userToken, body: { number_format: null, language: null } });
    expect(cleared.body).toEqual({ number_format: null, language: null });
  });

  it('refuse a format or a language that does not exist, an empty change and unknown fields with a 400 naming the field', async () => {
    const unknownFormat = await call(server, 'PUT', '/api/auth/preferences', { token: userToken, body: { number_format: 'fr' } });
    expect(unknownFormat.status).toBe(400);
    expect(unknownFormat.body.error.field).toBe('number_format');
    const unknownLanguage = await call(server, 'PUT', '/api/auth/preferences', { token: userToken, body: { language: 'fr' } });
    expect(unknownLanguage.status).toBe(400);
    expect(unknownLanguage.body.error.field).toBe('language');
    expect((await call(server, 'PUT', '/api/auth/preferences', { token: userToken, body: {} })).status).toBe(400);
    expect((await call(server, 'PUT', '/api/auth/preferences', { token: userToken, body: { number_format: 'de', theme: 'dark' } })).status).toBe(400);
  });

  it('are the caller\'s own: no token, no preferences', async () => {
    expect((await call(server, 'GET', '/api/auth/preferences')).status).toBe(401);
    expect((await call(server, 'PUT', '/api/auth/preferences', { body: { number_format: 'de' } })).status).toBe(401);
  });
});

async function exportFile(token: string, ownerId: number, body: Record<string, unknown>): Promise<Buffer> {
  const response = await fetch(`${server.baseUrl}/api/export/reports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: ownerId, ...body }),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

function pdfText(file: Buffer, name: string): string {
  const target = path.join(workDir, name);
  fs.writeFileSync(target, file);
  return execFileSync('pdftotext', ['-layout', target, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f\u2009]/g, ' ');
}

describe('the exports in the reader\'s number format', () => {
  it('write the executive summary the German way for a German reader and the English way for an English one', async () => {
    const german = pdfText(await exportFile(adminToken, adminId, { export_format: 'pdf', export_type: 'executive-summary', number_format: 'de' }), 'de.pdf');
    const english = pdfText(await exportFile(adminToken, adminId, { export_format: 'pdf', export_type: 'executive-summary', number_format: 'en' }), 'en.pdf');
    // The narrative's exact euros: "1.234.567 €" in German, "€1,234,567" in English, never the other.
    expect(german).toMatch(/\d{1,3}(\.\d{3})+ €/);
    expect(german).not.toMatch(/€\d/);
    expect(english).toMatch(/€\d{1,3}(,\d{3})+/);
    expect(english).not.toMatch(/\d €(?!\d)/);
  });

  it('take the stored preference when the request names no format', async () => {
    await call(server, 'PUT', '/api/auth/preferences', { token: adminToken, body: { number_format: 'de' } });
    const text = pdfText(await exportFile(adminToken, adminId, { export_format: 'pdf', export_type: 'executive-summary' }), 'stored.pdf');
    expect(text).toMatch(/\d{1,3}(\.\d{3})+ €/);
    expect(text).not.toMatch(/€\d/);
    await call(server, 'PUT', '/api/auth/preferences', { token: adminToken, body: { number_format: null } });
  });

  it('put the euro sign of the Excel model\'s money cells where the reader\'s format has it', async () => {
    const formats = async (numberFormat: 'de' | 'en') => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await exportFile(userToken, userId, { export_format: 'excel', export_type: 'excel-model', number_format: numberFormat }) as unknown as ArrayBuffer);
      const found = new Set<string>();
      book.getWorksheet('Annual')?.eachRow((row) => row.eachCell((cell) => { if (cell.numFmt) found.add(cell.numFmt); }));
      return found;
    };
    const german = await formats('de');
    const english = await formats('en');
    expect(german).toContain('#,##0 "€";[Red]-#,##0 "€"');
    expect([...german].some((format) => format.startsWith('"€"'))).toBe(false);
    expect(english).toContain('"€"#,##0;[Red]-"€"#,##0');
    expect([...english].some((format) => format.includes('0 "€"'))).toBe(false);
  });
});
