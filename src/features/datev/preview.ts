import type { z } from 'zod';
import type { datevTarget, DatevReadAnswer } from '../../../contract/datev.ts';

type DatevTarget = z.infer<typeof datevTarget>;
export type TargetKind = DatevTarget['kind'];

/** The order of the target list's groups: the P&L lines first, then the balance items, then what is not imported. */
export const TARGET_KIND_ORDER: readonly TargetKind[] = ['revenue', 'cost', 'asset', 'liability', 'excluded'];

/** The mapping's targets grouped by kind in TARGET_KIND_ORDER, each group in the server's order; empty groups left out. */
export function targetGroups(targets: readonly DatevTarget[]): { kind: TargetKind; targets: DatevTarget[] }[] {
  return TARGET_KIND_ORDER
    .map((kind) => ({ kind, targets: targets.filter((target) => target.kind === kind) }))
    .filter((group) => group.targets.length > 0);
}

export interface PreviewAccount {
  account: number;
  name: string;
  amount: number;
  booking_count: number;
}

/** A line of one month as the import would leave it. */
export interface PreviewLine {
  line: string;
  label: string;
  old: number | null;
  new: number;
  /** new − old (a month without the line counts as 0). */
  difference: number;
  accounts: PreviewAccount[];
}

/**
 * One month of the preview: every line with a figure before or after the import, in the server's
 * order, each with the accounts that make it; the lines that stay at 0 are only counted (the
 * answer lists every money line of the month).
 */
export function monthPreview(answer: Pick<DatevReadAnswer, 'lines' | 'accounts'>, month: string): { lines: PreviewLine[]; zeroLines: number } {
  const names = new Map(answer.accounts.map((account) => [account.account, account.name]));
  const lines: PreviewLine[] = [];
  let zeroLines = 0;
  for (const line of answer.lines) {
    if (line.month !== month) continue;
    if ((line.old ?? 0) === 0 && line.new === 0) {
      zeroLines += 1;
      continue;
    }
    lines.push({
      line: line.line,
      label: line.label,
      old: line.old,
      new: line.new,
      difference: roundCents(line.new - (line.old ?? 0)),
      accounts: line.accounts.map((part) => ({ ...part, name: names.get(part.account) ?? '' })),
    });
  }
  return { lines, zeroLines };
}

/** Euros with cents stay to the cent when subtracted (0.3 − 0.1 is not 0.19999…). */
function roundCents(euros: number): number {
  return Math.round(euros * 100) / 100;
}
