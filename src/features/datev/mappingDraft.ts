import type { z } from 'zod';
import type { datevAccount, datevMappingBody, DatevMappingAnswer } from '../../../contract/datev.ts';

type DatevAccount = z.infer<typeof datevAccount>;
type MappingBody = z.infer<typeof datevMappingBody>;

/**
 * The admin's unsaved edits of the company's account mapping: account → target, on top of the
 * mapping the file was read with. A revenue account the template only proposes is confirmed by
 * an edit too (its proposal, saved into the company's mapping); an edit that changes nothing the
 * server would store is dropped, so the count of changes is the count of what a save changes.
 */
export type MappingDraft = Readonly<Record<string, string>>;

export const EMPTY_DRAFT: MappingDraft = {};

export type DraftAction =
  /** `target` chosen for the account (or, for a proposal to confirm, accepted). */
  | { type: 'choose'; account: Pick<DatevAccount, 'account' | 'target' | 'source' | 'to_confirm'>; target: string }
  /** Drops every edit: after a save (the mapping holds them) or when the admin discards them. */
  | { type: 'clear' };

/** Whether the saved mapping already gives `account` the target for good: its own mapping, or the template's that needs no confirming. */
function settled(account: Pick<DatevAccount, 'target' | 'source' | 'to_confirm'>, target: string): boolean {
  return account.target === target && (account.source === 'company' || (account.source === 'template' && !account.to_confirm));
}

export function mappingDraftReducer(draft: MappingDraft, action: DraftAction): MappingDraft {
  switch (action.type) {
    case 'clear':
      return EMPTY_DRAFT;
    case 'choose': {
      const key = String(action.account.account);
      const { [key]: _previous, ...others } = draft;
      return settled(action.account, action.target) ? others : { ...others, [key]: action.target };
    }
  }
}

/** What the row shows: the draft's target, else the saved one (null: unmapped). */
export function shownTarget(account: Pick<DatevAccount, 'account' | 'target'>, draft: MappingDraft): string | null {
  return draft[String(account.account)] ?? account.target;
}

/** A row's state for its badge: edited here (unsaved), still unmapped or to confirm, or where its saved target comes from. */
export type AccountState = 'changed' | 'unmapped' | 'to_confirm' | 'company' | 'template';

export function accountState(account: Pick<DatevAccount, 'account' | 'target' | 'source' | 'to_confirm'>, draft: MappingDraft): AccountState {
  if (String(account.account) in draft) return 'changed';
  if (account.target === null) return 'unmapped';
  if (account.to_confirm) return 'to_confirm';
  return account.source === 'company' ? 'company' : 'template';
}

/** The accounts still open after the draft: unmapped, and revenue proposals not yet confirmed. */
export function openAccounts(accounts: readonly Pick<DatevAccount, 'account' | 'target' | 'source' | 'to_confirm'>[], draft: MappingDraft): { unmapped: number; toConfirm: number } {
  let unmapped = 0;
  let toConfirm = 0;
  for (const account of accounts) {
    const state = accountState(account, draft);
    if (state === 'unmapped') unmapped += 1;
    else if (state === 'to_confirm') toConfirm += 1;
  }
  return { unmapped, toConfirm };
}

/**
 * The PUT body: the chart's whole company mapping (the server stores it as the next version), the
 * saved accounts with the draft's edits over them, by account; `version` the one the edits were
 * made on, so a save meanwhile is a conflict, not lost.
 */
export function mappingBody(saved: Pick<DatevMappingAnswer, 'chart' | 'version' | 'accounts'>, draft: MappingDraft, comment: string): MappingBody {
  const accounts = new Map(saved.accounts.map((entry) => [entry.account, entry.target]));
  for (const [account, target] of Object.entries(draft)) accounts.set(Number(account), target);
  const text = comment.trim();
  return {
    chart: saved.chart,
    version: saved.version,
    accounts: [...accounts].sort((a, b) => a[0] - b[0]).map(([account, target]) => ({ account, target })),
    ...(text ? { comment: text } : {}),
  };
}
