import { ACTUAL_MONTHS } from '../calendar.ts';
import { OPENING_BALANCE_FIELDS, OPENING_BALANCE_SETTINGS, type OpeningBalanceField } from './schema.ts';

/**
 * The baseline data mask of part 1 §3, field by field: what it is called on screen and in
 * messages, what kind of value it takes and its bounds. `changes` says which monthly actual rows
 * a save of a changed value rescales (engine/actuals/dataMask.ts) — the screen shows it as help.
 */
export type DataMaskFieldKind = 'euro' | 'count' | 'percent' | 'months' | 'month' | 'text';

export interface DataMaskFieldDef {
  label: string;
  kind: DataMaskFieldKind;
  /** Whole numbers only (euros and counts that are sums of whole monthly actuals). */
  whole: boolean;
  min?: number;
  max?: number;
  /** What a save of a changed value does to the monthly actuals. */
  changes: string;
}

const MONEY_LIMIT = 1_000_000_000_000;
const COUNT_LIMIT = 1_000_000_000;

// The baseline's capital injection is the funding round of the actual period (2024–2025); rounds
// after it are funding events of a scenario (engine/model/drivers/finance-and-tax.ts).
export const CAPITAL_INJECTION_MONTH_RANGE = { first: ACTUAL_MONTHS[0] as string, last: ACTUAL_MONTHS[ACTUAL_MONTHS.length - 1] as string };
const CAPITAL_INJECTION_LIMIT = 500_000_000;

const revenue = (year: number): DataMaskFieldDef => ({
  label: `Revenue ${year}`, kind: 'euro', whole: true, min: 0, max: MONEY_LIMIT,
  changes: `Rescales the ${year} revenue streams (one-time, recurring medical and transport, transaction) month by month; COGS and operating expenses stay, so gross margin and EBITDA follow.`,
});
const medicalClients = (year: number): DataMaskFieldDef => ({
  label: `Medical Clients ${year} (EOP)`, kind: 'count', whole: true, min: 0, max: COUNT_LIMIT,
  changes: `Rescales the ${year} inpatient and outpatient client counts so that December ${year} adds up to this number.`,
});
const rides = (year: number): DataMaskFieldDef => ({
  label: `Rides ${year}`, kind: 'count', whole: true, min: 0, max: COUNT_LIMIT,
  changes: `Rescales the ${year} medical and dispatched rides month by month.`,
});
const ebitda = (year: number): DataMaskFieldDef => ({
  label: `EBITDA ${year}`, kind: 'euro', whole: true, min: -MONEY_LIMIT, max: MONEY_LIMIT,
  changes: `Rescales the ${year} operating expense lines so that revenue − COGS − operating expenses equals this figure; the rounding adjustment takes the last euros. Monthly gross burn follows.`,
});
const burn = (year: number): DataMaskFieldDef => ({
  label: `Monthly Gross Burn ${year}`, kind: 'euro', whole: true, min: 0, max: MONEY_LIMIT,
  changes: `Gross burn: ${year} operating expenses ÷ 12 (the Monthly Burn Rate KPI is net burn, the fall in cash before funding). Rescales the ${year} operating expense lines to 12 × this figure; the rounding adjustment takes the last euros. EBITDA follows.`,
});
const grossMargin = (year: number): DataMaskFieldDef => ({
  label: `Gross Margin before Hosting ${year} (%)`, kind: 'percent', whole: false, min: -100, max: 100,
  changes: `(Revenue − COGS) ÷ revenue, as the P&L shows it (the Gross Margin KPI also counts hosting as a cost of revenue). Rescales the ${year} COGS so that it is this percentage; EBITDA follows.`,
});

/**
 * Part 1 §3 data mask, with `opening_cash` added so that the cash flow's start is editable too,
 * and the opening balance at 31 December 2025 (issue 25): settings, as the baseline file holds them.
 */
export interface DataMask extends Record<OpeningBalanceField, number> {
  revenue_2024: number;
  revenue_2025: number;
  medical_clients_2024: number;
  medical_clients_2025: number;
  rides_2024: number;
  rides_2025: number;
  ebitda_2024: number;
  ebitda_2025: number;
  monthly_burn_2024: number;
  monthly_burn_2025: number;
  monthly_growth_rate: number;
  client_acquisition_medical: number;
  client_acquisition_transport: number;
  arr_per_medical_client: number;
  arr_per_transport_client: number;
  gross_margin_2024: number;
  gross_margin_2025: number;
  /** YYYY-MM */
  capital_injection_date: string;
  capital_injection_amount: number;
  target_runway_months: number;
  /** YYYY-MM */
  operational_breakeven_date: string;
  target_monthly_improvement: number;
  opening_cash: number;
  last_updated: string;
  data_source: string;
  validation_period: string;
}
export type DataMaskField = keyof DataMask;
export type DataMaskNumberField = { [F in DataMaskField]: DataMask[F] extends number ? F : never }[DataMaskField];
export type DataMaskMonthField = 'capital_injection_date' | 'operational_breakeven_date';
export type DataMaskTextField = Exclude<DataMaskField, DataMaskNumberField | DataMaskMonthField>;

/** What a changed opening-balance field does, beside its label and bounds from OPENING_BALANCE_SETTINGS. */
const OPENING_BALANCE_CHANGES: Record<OpeningBalanceField, string> = {
  fixed_assets_2025: 'Book value of equipment and capitalised development at year end; depreciated over the remaining useful life from January 2026.',
  fixed_assets_2025_life_months: 'Months over which the opening fixed assets are depreciated, straight-line, from January 2026.',
  receivables_2025: 'Invoices not yet paid at year end; collected in 2026 as the receivables roll forward.',
  payables_2025: 'Supplier invoices not yet paid at year end; paid in 2026 as the payables roll forward.',
  deferred_revenue_2025: 'Fees billed in advance and not yet earned at year end.',
  vat_payable_2025: 'VAT declared and not yet paid to the tax office (negative: a refund due).',
  income_tax_payable_2025: 'Income taxes booked and not yet paid (negative: prepaid beyond the tax).',
  loans_2025: 'Principal of the loans at year end, repaid in equal instalments over the months below.',
  loans_2025_rate: 'Annual interest rate of the opening loans.',
  loans_2025_months: 'Months over which the opening loans are repaid.',
  subscribed_capital_2025: 'The share capital in the commercial register.',
  capital_reserve_2025: 'Equity paid in beyond the share capital (HGB §272(2)).',
  tax_loss_carryforward_kst_2025: 'Corporate income tax loss carried into 2026; offset with the minimum taxation.',
  tax_loss_carryforward_gewst_2025: 'Trade tax loss carried into 2026; offset with the minimum taxation.',
};

const KIND_OF_UNIT = { '€': 'euro', months: 'months', '%/year': 'percent' } as const satisfies Record<string, DataMaskFieldKind>;

/** The opening balance's fields of the data mask: label, unit and bounds are OPENING_BALANCE_SETTINGS'. */
const OPENING_BALANCE_MASK_FIELDS = Object.fromEntries(OPENING_BALANCE_FIELDS.map((field): [OpeningBalanceField, DataMaskFieldDef] => {
  const setting: { label: string; unit: keyof typeof KIND_OF_UNIT; min: number; max: number; whole?: true } = OPENING_BALANCE_SETTINGS[field];
  return [field, { label: setting.label, kind: KIND_OF_UNIT[setting.unit], whole: setting.whole === true, min: setting.min, max: setting.max, changes: OPENING_BALANCE_CHANGES[field] }];
})) as Record<OpeningBalanceField, DataMaskFieldDef>;

export const DATA_MASK_FIELDS: Record<DataMaskField, DataMaskFieldDef> = {
  revenue_2024: revenue(2024),
  revenue_2025: revenue(2025),
  medical_clients_2024: medicalClients(2024),
  medical_clients_2025: medicalClients(2025),
  rides_2024: rides(2024),
  rides_2025: rides(2025),
  ebitda_2024: ebitda(2024),
  ebitda_2025: ebitda(2025),
  monthly_burn_2024: burn(2024),
  monthly_burn_2025: burn(2025),
  monthly_growth_rate: {
    // Bounded by the part 1 §5 rule (0–50%), not by a field limit, so the rule's message shows.
    label: 'Monthly Growth Rate (%)', kind: 'percent', whole: false,
    changes: 'A planning setting; the monthly actuals stay as they are.',
  },
  client_acquisition_medical: {
    label: 'Medical Client Acquisition 2025', kind: 'count', whole: true, min: 0, max: COUNT_LIMIT,
    changes: 'New medical clients won in 2025. Rescales the monthly new medical clients of 2025.',
  },
  client_acquisition_transport: {
    label: 'Transport Client Acquisition 2025', kind: 'count', whole: true, min: 0, max: COUNT_LIMIT,
    changes: 'New transport partners won in 2025. Rescales the monthly new transport clients of 2025.',
  },
  arr_per_medical_client: {
    label: 'ARR per Medical Client', kind: 'euro', whole: true, min: 0, max: MONEY_LIMIT,
    changes: 'December 2025 medical recurring revenue × 12 ÷ medical clients. Rescales the 2025 medical recurring revenue; revenue 2025 follows unless you change it too.',
  },
  arr_per_transport_client: {
    label: 'ARR per Transport Client', kind: 'euro', whole: true, min: 0, max: MONEY_LIMIT,
    changes: 'December 2025 transport recurring revenue × 12 ÷ transport clients. Rescales the 2025 transport recurring revenue; revenue 2025 follows unless you change it too.',
  },
  gross_margin_2024: grossMargin(2024),
  gross_margin_2025: grossMargin(2025),
  capital_injection_date: {
    label: 'Capital Injection Date', kind: 'month', whole: false,
    changes: 'The month the capital injection arrives in the cash flow.',
  },
  capital_injection_amount: {
    // The lower bound is the part 1 §5 rule (at least €1M); the upper one the model's.
    label: 'Capital Injection Amount', kind: 'euro', whole: false, max: CAPITAL_INJECTION_LIMIT,
    changes: 'The funding round that enters the cash flow in its month.',
  },
  target_runway_months: {
    label: 'Target Runway (months)', kind: 'months', whole: false, min: 0, max: 600,
    changes: 'A planning target; the monthly actuals stay as they are.',
  },
  operational_breakeven_date: {
    label: 'Operational Break-even Date', kind: 'month', whole: false,
    changes: 'A planning target; the monthly actuals stay as they are.',
  },
  target_monthly_improvement: {
    label: 'Target Monthly Improvement', kind: 'euro', whole: false, min: -MONEY_LIMIT, max: MONEY_LIMIT,
    changes: 'A planning target; the monthly actuals stay as they are.',
  },
  opening_cash: {
    label: 'Opening Cash (Jan 2024)', kind: 'euro', whole: false, min: -MONEY_LIMIT, max: MONEY_LIMIT,
    changes: 'The cash balance the cash flow starts from in January 2024.',
  },
  last_updated: { label: 'Last Saved', kind: 'text', whole: false, changes: 'Set by the server on every save.' },
  data_source: { label: 'Data Source', kind: 'text', whole: false, max: 500, changes: 'Where the figures come from.' },
  validation_period: { label: 'Validation Period', kind: 'text', whole: false, max: 200, changes: 'The period the figures were checked for.' },
  ...OPENING_BALANCE_MASK_FIELDS,
};

export const DATA_MASK_FIELD_IDS = Object.keys(DATA_MASK_FIELDS) as DataMaskField[];
export const DATA_MASK_NUMBER_FIELDS = DATA_MASK_FIELD_IDS.filter(
  (id): id is DataMaskNumberField => DATA_MASK_FIELDS[id].kind !== 'month' && DATA_MASK_FIELDS[id].kind !== 'text',
);
export const DATA_MASK_MONTH_FIELDS = DATA_MASK_FIELD_IDS.filter((id): id is DataMaskMonthField => DATA_MASK_FIELDS[id].kind === 'month');
export const DATA_MASK_TEXT_FIELDS = DATA_MASK_FIELD_IDS.filter((id): id is DataMaskTextField => DATA_MASK_FIELDS[id].kind === 'text');
