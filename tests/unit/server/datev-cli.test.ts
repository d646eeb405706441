import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buchungsstapel, CHARTS, encode, type FixtureBooking } from '../../helpers/datevFixtures.ts';
import { ROOT } from '../../helpers/fixtures.ts';

/** `npm run -s model -- datev --check FILE`, run as users run it, on a file of the independent generator. */

function datev(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/model.ts', 'datev', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function tempFile(name: string, content: Uint8Array | string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-datev-')), name);
  fs.writeFileSync(file, content);
  return file;
}

const debitOf = (b: FixtureBooking) => (b.debitCredit === 'S' ? b.account : b.contraAccount);

describe('model datev --check', () => {
  const batch = buchungsstapel({ seed: 11, chart: 'SKR04', encoding: 'utf-8-bom', fiscalYearStart: '2026-01-01', month: '2026-06', events: 50 });

  it('prints the month\'s lines under the template, the accounts behind them and the revenue account to confirm; with the company\'s mapping nothing is open', () => {
    const file = tempFile('EXTF_2026-06.csv', batch.bytes);
    const run = datev('--check', file, '--json');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({ chart: 'skr04', months: ['2026-06'], count: batch.bookings.length });
    const salaries = batch.bookings.filter((b) => debitOf(b) === CHARTS.SKR04.salaries).reduce((sum, b) => sum + b.amountCents, 0) / 100;
    expect(out.lines.find((l: { line: string }) => l.line === 'employees').amount).toBeCloseTo(salaries, 2);
    expect(out.unmapped).toEqual([expect.objectContaining({ account: CHARTS.SKR04.revenue19, proposed: 'medical_recurring_revenue', to_confirm: true })]);

    const mapping = tempFile('mapping.json', JSON.stringify({ [CHARTS.SKR04.revenue19]: 'transaction_revenue' }));
    const text = datev('--check', file, '--mapping', mapping);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/Every account is mapped\./);
    expect(text.stdout).toMatch(new RegExp(`Employees\\s+${salaries.toLocaleString('en-GB', { minimumFractionDigits: 2 }).replace(/[.,]/g, '\\$&')}\\s+${CHARTS.SKR04.salaries}`));
  });

  it('refuses a file with dot decimals: exit code 2 and the line and DATEV field', () => {
    const lines = batch.text.split('\r\n');
    lines[4] = lines[4]!.replace(/^(\d+),(\d\d)/, '$1.$2');
    const run = datev('--check', tempFile('bad.csv', encode(lines.join('\r\n'), 'utf-8-bom')));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/line 5 \(Umsatz \(ohne Soll\/Haben-Kz\)\): .*decimal point/);
  });
});
