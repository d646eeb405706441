import type { DatevKind } from '../../../contract/datev.ts';
import type { DatevChart } from '../../../engine/actuals/datev/mapping.ts';
import { formatWholeNumber } from '../../ui/figures.ts';
import type { AccountState } from './mappingDraft.ts';

const plural = (n: number, one: string, many: string) => `${formatWholeNumber(n)} ${n === 1 ? one : many}`;

/**
 * The DATEV Import screen's texts (issue 29). DATEV's own names (Buchungsstapel, Summen- und
 * Saldenliste, Soll, Haben, Belegfeld 1, BU-Schlüssel) stay German: they are the format's names.
 */
export const DATEV_TEXT = {
  title: 'DATEV Import',
  subtitle: 'Monthly actuals from the books: read a DATEV export through the account mapping, check the effect per month and line, then import it as a new version of the monthly actuals.',
  kinds: { buchungsstapel: 'Buchungsstapel', susa: 'Summen- und Saldenliste' } satisfies Record<DatevKind, string>,
  charts: { skr03: 'SKR03', skr04: 'SKR04' } satisfies Record<DatevChart, string>,
  choose: {
    title: 'File',
    kind: 'Kind of export',
    month: 'Month of the list',
    chart: 'Chart of accounts',
    chartFromFile: 'As the file\'s header says',
    pick: 'Choose file',
    fileLabel: 'DATEV export to read',
    drop: 'or drop the file here. Nothing is stored until you import.',
    monthFirst: 'Choose the month the list is of first.',
    buchungsstapelHint: 'A Buchungsstapel (EXTF or DTVF, category 21) names its period and chart in its header.',
    susaHint: 'A monthly Summen- und Saldenliste as CSV with the columns Konto;Beschriftung;EB-Wert;Soll;Haben;Saldo.',
    reading: (file: string) => `Reading ${file}...`,
    tooLarge: (file: string, megabytes: string) => `${file} is larger than the ${megabytes} MB the server takes; nothing was read. Export a shorter period.`,
    another: 'Read another file',
  },
  summary: {
    title: 'The file',
    label: 'What the file holds',
    file: 'File',
    kind: 'Kind',
    period: 'Period',
    chart: 'Chart',
    bookings: (kind: DatevKind) => (kind === 'susa' ? 'Accounts' : 'Bookings'),
    debit: 'Σ Soll',
    credit: 'Σ Haben',
    sha: 'SHA-256',
    client: 'Beraternummer / Mandantennummer',
    vatSplit: 'VAT split off by BU-Schlüssel',
    duplicate: (at: string, by: string, version: number) => `This file was imported on ${at} by ${by} (monthly actuals version ${version}): importing it again changes nothing.`,
  },
  accounts: {
    title: 'Accounts',
    label: 'Accounts of the file and where they go',
    hint: 'Amounts are Soll − Haben per month, so revenue and liabilities show as negative. Choose where each account goes; revenue accounts the template only proposes are confirmed by choosing or accepting their stream. Changes apply when you save the mapping.',
    columns: { account: 'Account', name: 'Name', total: 'Total', bookings: 'Bookings', target: 'Goes to', state: 'Mapping' },
    summary: (unmapped: number, amount: string, toConfirm: number) => `${plural(unmapped, 'unmapped account', 'unmapped accounts')} and ${plural(toConfirm, 'revenue stream', 'revenue streams')} to confirm: ${amount} (Soll − Haben) is not imported until they are mapped.`,
    noName: 'No name: the template has no rule for it',
    allMapped: 'Every account is mapped and every revenue stream confirmed.',
    chooseTarget: 'Choose where it goes…',
    targetLabel: (account: number, name: string) => `Where account ${account}${name ? ` ${name}` : ''} goes`,
    confirm: 'Accept',
    confirmLabel: (account: number, target: string) => `Accept ${target} for account ${account}`,
    states: { changed: 'Unsaved', unmapped: 'Unmapped', to_confirm: 'To confirm', company: 'Yours', template: 'Template' } satisfies Record<AccountState, string>,
    groups: { revenue: 'Revenue', cost: 'Costs', asset: 'Assets (balance at month end)', liability: 'Liabilities (balance at month end)', excluded: 'Not imported' },
    noSuchTarget: (id: string) => `${id} (unknown)`,
  },
  mapping: {
    label: 'Save the account mapping',
    version: (version: number, chart: string) => (version === 0 ? `${chart}: the template alone (no account of the company's own yet)` : `${chart}: mapping version ${version}`),
    changes: (n: number) => `${plural(n, 'unsaved change', 'unsaved changes')} of the mapping.`,
    after: (unmapped: number, toConfirm: number) => `After saving: ${plural(unmapped, 'unmapped account', 'unmapped accounts')}, ${plural(toConfirm, 'stream', 'streams')} to confirm.`,
    comment: 'Comment (optional)',
    commentPlaceholder: 'Why the accounts go where they go, for the history',
    save: 'Save mapping',
    saving: 'Saving...',
    discard: 'Discard changes',
    saved: (version: number) => `Mapping saved as version ${version}; the preview below is read with it.`,
    conflict: (version: number, by: string | null) => `The mapping was saved meanwhile${by ? ` by ${by}` : ''} (version ${version}). Your unsaved changes are kept on top of it and the file was read again: check them and save again.`,
    failed: 'The mapping was not saved; your changes are kept',
    loadFailed: 'The account mapping could not be loaded',
  },
  preview: {
    title: 'Effect per month and line',
    month: 'Month',
    label: (month: string) => `Monthly actuals of ${month} before and after the import`,
    columns: { line: 'Line', old: 'Now', new: 'After import', difference: 'Difference', accounts: 'From accounts' },
    accounts: (n: number) => plural(n, 'account', 'accounts'),
    accountsLabel: (n: number, line: string) => `${plural(n, 'account', 'accounts')} behind ${line}`,
    accountLine: (account: number, name: string) => `${account} ${name}`,
    bookings: (n: number) => plural(n, 'booking', 'bookings'),
    none: '—',
    zeroLines: (n: number) => `${plural(n, 'other line', 'other lines')} stay at 0 (no account feeds them).`,
    effectTitle: 'Revenue, costs, EBITDA and cash, before → after, as if closed',
    effectLabel: 'Effect of the import on revenue, costs, EBITDA and cash',
    problems: 'The import cannot take these figures',
  },
  import: {
    label: 'Import',
    button: 'Import',
    done: 'Imported',
    importing: 'Importing...',
    notReady: 'Map every account and confirm every revenue stream (and save the mapping) before importing.',
    saveFirst: 'Save or discard the mapping changes first: the import uses the saved mapping.',
    ready: (months: string) => `Importing writes the figures above for ${months} as a new version of the monthly actuals. Closing months stays a separate step on the Monthly Actuals screen.`,
    imported: (file: string, version: number) => `${file} imported: monthly actuals version ${version}.`,
    unchanged: (file: string, version: number) => `${file} was imported before: nothing changed (monthly actuals version ${version}).`,
    openActuals: 'Open Monthly Actuals to review and close the months',
    mappingChanged: 'The mapping was changed since this preview. The file was read again with the current mapping: check the preview and import again.',
    versionConflict: 'The monthly actuals were changed since this preview. The file was read again against them: check the preview and import again.',
  },
  failures: {
    refused: (file: string) => `${file} was refused: nothing was stored. Fix these lines in DATEV and export again.`,
    notImported: 'Nothing was imported',
    columns: { line: 'Line', field: 'Field', problem: 'Problem' },
    problemsLabel: (file: string) => `Problems in ${file}`,
    tooLarge: 'The file is larger than the server takes; nothing was read. Export a shorter period.',
    busy: (seconds: number | undefined) => `The server is busy with other files; try again${seconds === undefined ? ' in a moment' : ` in ${plural(seconds, 'second', 'seconds')}`}.`,
    failed: 'The request failed',
  },
  log: {
    title: 'Import log',
    label: 'DATEV imports, newest first',
    empty: 'No DATEV file has been imported yet.',
    loading: 'Loading the import log...',
    failed: 'The import log could not be loaded',
    columns: { at: 'Imported', by: 'By', file: 'File', kind: 'Kind', period: 'Period', bookings: 'Bookings', mapping: 'Mapping', actuals: 'Actuals version', sha: 'SHA-256' },
  },
  retry: 'Try again',
  dismiss: 'Dismiss',
} as const;

/** The first characters of a SHA-256: enough to tell two files apart on screen. */
export function shortSha(sha256: string): string {
  return sha256.slice(0, 12);
}
