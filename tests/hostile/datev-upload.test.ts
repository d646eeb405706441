import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, TEST_ADMIN, type RunningServer } from '../server/harness.ts';
import { buchungsstapel, encode } from '../helpers/datevFixtures.ts';
import { DATEV_MAX_BOOKINGS, DATEV_MAX_BYTES } from '../../contract/datev.ts';

/**
 * The largest DATEV file the server takes is read on the upload thread within its memory and time
 * limits (server/pool/uploadPool.ts): a Buchungsstapel just under the byte limit, in DATEV's 125
 * columns, reads; the limits refuse only what is beyond them.
 */
let server: RunningServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
});

async function read(bytes: Uint8Array) {
  const response = await fetch(`${server.baseUrl}/api/actuals/datev/read?kind=buchungsstapel`, {
    method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes),
  });
  return { status: response.status, body: await response.json() };
}

describe('DATEV files at the server\'s limits', () => {
  it(`reads a Buchungsstapel of nearly ${DATEV_MAX_BYTES / 1024 / 1024} MB on the upload thread (memory and time limits hold)`, async () => {
    const generated = buchungsstapel({ seed: 5, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2026-01-01', month: '2026-07', events: 2_000 }).text.split('\r\n').filter((l) => l !== '');
    const [header, titles, ...bookings] = generated as [string, string, ...string[]];
    // The month's bookings repeated up to the byte limit: every character is one byte in Windows-1252, so the size is counted on the text.
    const lines = [header, titles];
    for (let size = header.length + titles.length + 2, i = 0; size + bookings[i % bookings.length]!.length + 2 <= DATEV_MAX_BYTES; i += 1) {
      const line = bookings[i % bookings.length]!;
      lines.push(line);
      size += line.length + 2;
    }
    const bytes = encode(lines.join('\r\n'), 'windows-1252');
    expect(lines.length - 2).toBeLessThanOrEqual(DATEV_MAX_BOOKINGS);
    expect(bytes.byteLength).toBeLessThanOrEqual(DATEV_MAX_BYTES);
    expect(bytes.byteLength).toBeGreaterThan(DATEV_MAX_BYTES - 1024);
    const answer = await read(bytes);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.file.booking_count).toBe(lines.length - 2);
  }, 60_000);
});
