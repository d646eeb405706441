import fs from 'node:fs';
import { fail, readFileOrFail, textOption, type Options } from './args.ts';
import { readLedger } from '../../engine/actuals/datev/readLedger.ts';
import { chartOfHeader, DATEV_CHARTS, isDatevTarget, targetLabel, type DatevChart } from '../../engine/actuals/datev/mapping.ts';
import { mapLedger } from '../../engine/actuals/datev/ledger.ts';
import { DATEV_MAX_BOOKINGS, DATEV_MAX_BYTES } from '../../contract/datev.ts';

/**
 * `npm run -s model -- datev --check FILE [--chart skr03|skr04] [--susa --month YYYY-MM]
 * [--mapping accounts.json] [--json]`: reads a DATEV Buchungsstapel (or a monthly SuSa) as the
 * import does, within the server's limits, and prints per month the figure of each monthly-actuals
 * line under the chart's template (and the company's accounts of --mapping, { "8400":
 * "medical_recurring_revenue", … }), then the unmapped accounts and the revenue streams to
 * confirm. Nothing is stored. A refused file: exit code 2, one line per problem with line and field.
 */

const euros = (cents: number) => (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function companyAccounts(file: string | undefined): Record<string, string> {
  if (file === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileOrFail(file, 'mapping'));
  } catch {
    fail(`--mapping ${file}: not JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail(`--mapping ${file}: must be an object of account → target`);
  for (const [account, target] of Object.entries(parsed)) {
    if (!/^\d{1,9}$/.test(account)) fail(`--mapping ${file}: "${account}" is not an account number`);
    if (typeof target !== 'string' || !isDatevTarget(target)) fail(`--mapping ${file}: account ${account}: "${String(target)}" is not a target`);
  }
  return parsed as Record<string, string>;
}

export function datevCommand(options: Options): void {
  const file = textOption(options, 'check');
  if (file === undefined) fail('usage: model datev --check FILE [--chart skr03|skr04] [--susa --month YYYY-MM] [--mapping accounts.json] [--json]');
  const chartOption = textOption(options, 'chart');
  if (chartOption !== undefined && !DATEV_CHARTS.includes(chartOption as DatevChart)) fail(`--chart ${chartOption}: must be skr03 or skr04`);
  const susa = options.has('susa');
  const month = textOption(options, 'month');
  if (susa && month === undefined) fail('--susa needs --month YYYY-MM: a Summen- und Saldenliste names no month');
  if (!fs.existsSync(file)) fail(`${file}: no such file`);
  if (fs.statSync(file).size > DATEV_MAX_BYTES) fail(`${file}: ${fs.statSync(file).size} bytes; at most ${DATEV_MAX_BYTES} are read`);
  const read = readLedger(new Uint8Array(fs.readFileSync(file)), susa ? 'susa' : 'buchungsstapel', month, { maxBytes: DATEV_MAX_BYTES, maxBookings: DATEV_MAX_BOOKINGS });
  if (!read.ok) fail(read.errors.map((problem) => `${file} line ${problem.line} (${problem.field}): ${problem.message}`).join('\n'));
  const chart = (read.header ? chartOfHeader(read.header.chartOfAccounts) : undefined) ?? (chartOption as DatevChart | undefined);
  if (chart === undefined) fail(`${file}: the file names no chart of accounts SKR03 or SKR04; give --chart skr03|skr04`);
  const mapped = mapLedger(read.ledger, { chart, version: 0, accounts: companyAccounts(textOption(options, 'mapping')) });
  const open = mapped.accounts.filter((a) => a.target === null || a.toConfirm);
  if (options.has('json')) {
    process.stdout.write(`${JSON.stringify({
      chart, months: read.ledger.months, count: read.count, debit: read.debitCents / 100, credit: read.creditCents / 100,
      lines: [...mapped.lines.values()].flatMap((byLine) => [...byLine.values()].map((f) => ({ month: f.month, line: f.line, amount: f.cents / 100 }))),
      unmapped: open.map((a) => ({ account: a.account, name: a.name, proposed: a.target, to_confirm: a.toConfirm, total: a.totalCents / 100 })),
      problems: mapped.problems,
    }, null, 2)}\n`);
    return;
  }
  const out: string[] = [
    `${file}: ${susa ? 'Summen- und Saldenliste' : 'Buchungsstapel'} ${read.periodFrom} to ${read.periodTo}, ${chart.toUpperCase()}, ${read.count} ${susa ? 'accounts' : 'bookings'}, Soll ${euros(read.debitCents)} €, Haben ${euros(read.creditCents)} €`,
  ];
  for (const [m, byLine] of mapped.lines) {
    out.push('', `${m} (monthly actuals, €)`);
    for (const figure of byLine.values()) out.push(`  ${targetLabel(figure.line).padEnd(28)} ${euros(figure.cents).padStart(16)}  ${figure.parts.map((p) => p.account).join(', ')}`);
    out.push(`  ${'Unmapped (Soll − Haben)'.padEnd(28)} ${euros(mapped.unmappedCents.get(m) ?? 0).padStart(16)}`);
  }
  out.push('', open.length === 0 ? 'Every account is mapped.' : `${open.length} account${open.length === 1 ? '' : 's'} to map or confirm:`);
  for (const a of open) out.push(`  ${String(a.account).padStart(9)}  ${euros(a.totalCents).padStart(16)}  ${a.target === null ? 'unmapped' : `proposed: ${targetLabel(a.target)} (to confirm)`}  ${a.name}`);
  for (const problem of mapped.problems) out.push(`problem: ${problem.message}`);
  process.stdout.write(`${out.join('\n')}\n`);
}
