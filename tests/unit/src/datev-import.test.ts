import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../src/api/errors.ts';
import { datevFailure } from '../../../src/features/datev/failures.ts';
import { accountState, EMPTY_DRAFT, mappingBody, mappingDraftReducer, openAccounts, shownTarget, type MappingDraft } from '../../../src/features/datev/mappingDraft.ts';
import { monthPreview, targetGroups } from '../../../src/features/datev/preview.ts';
import { booksFigureOf } from '../../../src/ui/explain/FromTheBooks.tsx';

type Row = { account: number; target: string | null; source: 'company' | 'template' | 'none'; to_confirm: boolean };

const unmapped: Row = { account: 4990, target: null, source: 'none', to_confirm: false };
const proposal: Row = { account: 8400, target: 'medical_recurring_revenue', source: 'template', to_confirm: true };
const template: Row = { account: 4120, target: 'employees', source: 'template', to_confirm: false };
const own: Row = { account: 4210, target: 'office_infrastructure', source: 'company', to_confirm: false };

const choose = (draft: MappingDraft, account: Row, target: string) => mappingDraftReducer(draft, { type: 'choose', account, target });

describe('the DATEV mapping draft', () => {
  it('keeps a target chosen for an unmapped account, and the last choice of an account', () => {
    let draft = choose(EMPTY_DRAFT, unmapped, 'legal_tax');
    expect(draft).toEqual({ 4990: 'legal_tax' });
    draft = choose(draft, unmapped, 'other');
    expect(draft).toEqual({ 4990: 'other' });
    expect(shownTarget(unmapped, draft)).toBe('other');
    expect(accountState(unmapped, draft)).toBe('changed');
  });

  it('confirms a revenue proposal by keeping its own stream as an edit (the save stores it), or another stream', () => {
    expect(choose(EMPTY_DRAFT, proposal, 'medical_recurring_revenue')).toEqual({ 8400: 'medical_recurring_revenue' });
    expect(choose(EMPTY_DRAFT, proposal, 'transaction_revenue')).toEqual({ 8400: 'transaction_revenue' });
  });

  it('drops an edit that gives an account back what the saved mapping gives it, so the count is what a save changes', () => {
    let draft = choose(EMPTY_DRAFT, template, 'legal_tax');
    expect(draft).toEqual({ 4120: 'legal_tax' });
    draft = choose(draft, template, 'employees');
    expect(draft).toEqual({});
    draft = choose(choose(draft, own, 'legal_tax'), own, 'office_infrastructure');
    expect(draft).toEqual({});
    expect(mappingDraftReducer({ 1: 'vat', 2: 'loans' }, { type: 'clear' })).toEqual({});
  });

  it('says where each row stands, and what stays open after the draft', () => {
    expect([unmapped, proposal, template, own].map((row) => accountState(row, EMPTY_DRAFT))).toEqual(['unmapped', 'to_confirm', 'template', 'company']);
    expect(shownTarget(unmapped, EMPTY_DRAFT)).toBeNull();
    const rows = [unmapped, proposal, { ...proposal, account: 8401 }, template];
    expect(openAccounts(rows, EMPTY_DRAFT)).toEqual({ unmapped: 1, toConfirm: 2 });
    expect(openAccounts(rows, { 4990: 'other', 8400: 'transaction_revenue' })).toEqual({ unmapped: 0, toConfirm: 1 });
  });

  it('saves the whole company mapping with the edits over it, by account, on the version it was made on', () => {
    const saved = { chart: 'skr03' as const, version: 4, accounts: [{ account: 4210, target: 'office_infrastructure' }, { account: 1590, target: 'other' }] };
    expect(mappingBody(saved, { 4990: 'legal_tax', 4210: 'hosting_licenses' }, '  Beratung  ')).toEqual({
      chart: 'skr03',
      version: 4,
      accounts: [{ account: 1590, target: 'other' }, { account: 4210, target: 'hosting_licenses' }, { account: 4990, target: 'legal_tax' }],
      comment: 'Beratung',
    });
    expect(mappingBody({ ...saved, version: 0, accounts: [] }, {}, ' ')).toEqual({ chart: 'skr03', version: 0, accounts: [] });
  });
});

describe('the DATEV preview', () => {
  it('groups the targets by kind, P&L first and what is not imported last, leaving out empty kinds', () => {
    const groups = targetGroups([
      { id: 'vat', label: 'VAT', kind: 'excluded' },
      { id: 'employees', label: 'Employees', kind: 'cost' },
      { id: 'medical_recurring_revenue', label: 'Medical', kind: 'revenue' },
      { id: 'legal_tax', label: 'Legal & Tax', kind: 'cost' },
    ]);
    expect(groups.map((group) => [group.kind, group.targets.map((target) => target.id)])).toEqual([
      ['revenue', ['medical_recurring_revenue']], ['cost', ['employees', 'legal_tax']], ['excluded', ['vat']],
    ]);
  });

  it('shows a month\'s lines with a figure before or after, their difference to the cent and their accounts by name, and counts the lines left at 0', () => {
    const preview = monthPreview({
      accounts: [{ account: 4120, name: 'Gehälter' } as never, { account: 4130, name: 'Sozialabgaben' } as never],
      lines: [
        { month: '2026-03', line: 'employees', label: 'Employees', old: 100.1, new: 100.3, accounts: [{ account: 4120, amount: 80.3, booking_count: 2 }, { account: 4130, amount: 20, booking_count: 1 }] },
        { month: '2026-03', line: 'legal_tax', label: 'Legal & Tax', old: null, new: 0, accounts: [] },
        { month: '2026-03', line: 'sales_marketing', label: 'Sales & Marketing', old: 500, new: 0, accounts: [] },
        { month: '2026-04', line: 'employees', label: 'Employees', old: null, new: 7, accounts: [] },
      ],
    }, '2026-03');
    expect(preview.zeroLines).toBe(1);
    expect(preview.lines.map((line) => [line.line, line.difference])).toEqual([['employees', 0.2], ['sales_marketing', -500]]);
    expect(preview.lines[0]!.accounts.map((part) => part.name)).toEqual(['Gehälter', 'Sozialabgaben']);
  });
});

describe('DATEV failures', () => {
  const http = (status: number, body: unknown, code?: string, retryAfterSeconds?: number) => new ApiRequestError('http', 'server says no', { status, body, code, retryAfterSeconds });

  it('lists a refusal\'s problems by line and DATEV field, and a refusal without them by its message', () => {
    const errors = [{ line: 7, field: 'Umsatz (ohne Soll/Haben-Kz)', message: '"1.234,00" has a thousands separator' }];
    expect(datevFailure(http(422, { error: { code: 'datev_invalid', message: 'refused' }, detail: 'refused', errors }))).toEqual({ kind: 'refused', message: 'server says no', errors });
    expect(datevFailure(http(422, { error: { code: 'mapping_incomplete', message: 'x' }, detail: 'x' }))).toEqual({ kind: 'refused', message: 'server says no', errors: [] });
  });

  it('tells a changed mapping from changed actuals, and names a busy server\'s wait', () => {
    expect(datevFailure(http(409, {}, 'mapping_changed'))).toMatchObject({ kind: 'conflict', code: 'mapping_changed' });
    expect(datevFailure(http(409, {}, 'version_conflict'))).toMatchObject({ kind: 'conflict', code: 'version_conflict' });
    expect(datevFailure(http(413, {}))).toMatchObject({ kind: 'too_large' });
    expect(datevFailure(http(429, {}, 'rate_limited', 30)).message).toBe('The server is busy with other files; try again in 30 seconds.');
    expect(datevFailure(new ApiRequestError('timeout', 'Request timed out'))).toEqual({ kind: 'failed', message: 'Request timed out' });
  });
});

describe('the explain panel\'s "From the books"', () => {
  it('asks only for the monthly actuals an import can set: an imported line of the Monthly sheet in 2026-2030', () => {
    expect(booksFigureOf({ sheet: 'Monthly', id: 'employees', period: '2026-03' })).toEqual({ month: '2026-03', line: 'employees' });
    expect(booksFigureOf({ sheet: 'Monthly', id: 'closing_cash', period: '2030-12' })).toEqual({ month: '2030-12', line: 'closing_cash' });
    expect(booksFigureOf({ sheet: 'Monthly', id: 'employees', period: '2025-12' })).toBeNull();
    expect(booksFigureOf({ sheet: 'Monthly', id: 'total_revenue', period: '2026-03' })).toBeNull();
    expect(booksFigureOf({ sheet: 'Annual', id: 'employees', period: '2026' })).toBeNull();
    expect(booksFigureOf({ sheet: 'Quarters', id: 'employees', period: '2026-Q1' })).toBeNull();
  });
});
