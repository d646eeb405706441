import { DRIVER_BY_ID } from './drivers.ts';
import { EQUITY_ROUND_SLOTS, LOAN_SLOTS } from './drivers/finance-and-tax.ts';
import type { DriverDef } from './types.ts';

/**
 * The funding events as a list: each slot of the definition (equity rounds and loans, drivers of
 * Finance & Tax) with the drivers that describe it. A slot is in use while its amount is above 0;
 * adding an event fills the next free slot, removing one sets its amount to 0. The editor on Key
 * Drivers and its tests read the slots from here, so a slot added to the definition appears there.
 */
export type FundingKind = 'equity' | 'loan';

export interface FundingSlot {
  kind: FundingKind;
  /** 1-based slot number: equity round k, loan k. */
  slot: number;
  month: DriverDef;
  amount: DriverDef;
  /** Loans only: annual rate, term in months and the repayment profile. */
  rate?: DriverDef;
  term?: DriverDef;
  type?: DriverDef;
}

function driver(id: string): DriverDef {
  const def = DRIVER_BY_ID.get(id);
  if (!def) throw new Error(`The funding event driver ${id} is not in the catalog`);
  return def;
}

export const FUNDING_SLOTS: readonly FundingSlot[] = [
  ...EQUITY_ROUND_SLOTS.map((k): FundingSlot => ({
    kind: 'equity', slot: k, month: driver(`equity_round_${k}_month`), amount: driver(`equity_round_${k}_amount`),
  })),
  ...LOAN_SLOTS.map((k): FundingSlot => ({
    kind: 'loan', slot: k, month: driver(`loan_${k}_month`), amount: driver(`loan_${k}_amount`),
    rate: driver(`loan_${k}_rate`), term: driver(`loan_${k}_term_months`), type: driver(`loan_${k}_type`),
  })),
];

/** Every driver a funding event slot consists of: the editor shows them, the slider cards do not. */
export const FUNDING_EVENT_DRIVERS: ReadonlySet<string> = new Set(
  FUNDING_SLOTS.flatMap((slot) => [slot.month, slot.amount, slot.rate, slot.term, slot.type].flatMap((def) => (def ? [def.id] : []))),
);

/** The values of a loan's repayment driver (loan_k_type) and their names. */
export const LOAN_REPAYMENT_TYPES = [
  { value: 1, name: 'Bullet' },
  { value: 2, name: 'Annuity' },
  { value: 3, name: 'Linear' },
] as const;

export function slotsOf(kind: FundingKind): FundingSlot[] {
  return FUNDING_SLOTS.filter((slot) => slot.kind === kind);
}

export function slotInUse(slot: FundingSlot, values: Readonly<Record<string, number>>): boolean {
  return (values[slot.amount.id] ?? 0) > 0;
}

/** The slot an added event of `kind` fills: the first not in use; null when every slot is. */
export function nextFreeSlot(kind: FundingKind, values: Readonly<Record<string, number>>): FundingSlot | null {
  return slotsOf(kind).find((slot) => !slotInUse(slot, values)) ?? null;
}
