import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tempDataDir, type RunningServer } from './harness.ts';
import { ROOT } from '../helpers/fixtures.ts';

/** The build copies src/public to the site root (vite.config.ts), so a stand-in build does the same. */
const PUBLIC_DIR = path.join(ROOT, 'src', 'public');

describe('the site icon', () => {
  let server: RunningServer;

  beforeAll(async () => {
    const staticDir = fs.mkdtempSync(path.join(tempDataDir(), 'dist-'));
    fs.copyFileSync(path.join(ROOT, 'src', 'index.html'), path.join(staticDir, 'index.html'));
    fs.cpSync(PUBLIC_DIR, staticDir, { recursive: true });
    server = await startServer(tempDataDir(), { staticDir });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers GET /favicon.ico with an icon image, not a 404', async () => {
    const response = await fetch(`${server.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await response.arrayBuffer());
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('serves every icon the page links to, with an image content type', async () => {
    const html = (await call(server, 'GET', '/cockpit')).body as string;
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(icons).toEqual(['/favicon.ico', '/favicon.svg']);
    for (const icon of icons) {
      const response = await fetch(`${server.baseUrl}${icon}`);
      expect({ icon, status: response.status, type: response.headers.get('content-type') }).toEqual({ icon, status: 200, type: expect.stringMatching(/^image\//) });
    }
  });
});
