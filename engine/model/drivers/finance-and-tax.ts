import { FORECAST_YEARS } from '../../calendar.ts';
import type { DriverDef, DriverDirection } from '../types.ts';

/**
 * Drivers of the category finance_and_tax (see engine/model/drivers.ts for the catalog's
 * conventions): working capital, capital expenditure, German income taxes and the funding events.
 * Every tax value is the law in force for the plan year; docs/model.md "Income taxes" cites each.
 */

type FinanceDriver = Omit<DriverDef, 'category' | 'editable' | 'role' | 'impact_level'> & Partial<Pick<DriverDef, 'impact_level'>>;

const driver = (def: FinanceDriver): DriverDef => ({ impact_level: 'low', ...def, category: 'finance_and_tax', editable: true, role: 'model' });

const TAX_LAW: DriverDirection = { favourable: 'neutral', note: 'set by tax law, not by the business' };
const FUNDING: DriverDirection = { favourable: 'neutral', note: 'the funding plan follows what the case needs' };
const POLICY: DriverDirection = { favourable: 'neutral', note: 'a policy choice of the company' };

/** Corporate income tax rate by assessment year: KStG §23(1) as amended by the Investitionssofortprogramm of 14 July 2025. */
const CORPORATE_TAX_RATE: Readonly<Record<number, number>> = { 2026: 15, 2027: 15, 2028: 14, 2029: 13, 2030: 12 };
/** Share of income above €1M that a loss carry-forward may offset: EStG §10d(2) (70% for 2024–2027, Wachstumschancengesetz; 60% again from 2028). */
const MINIMUM_TAXATION: Readonly<Record<number, number>> = { 2026: 70, 2027: 70, 2028: 60, 2029: 60, 2030: 60 };

const WORKING_CAPITAL: readonly DriverDef[] = [
  driver({
    id: 'dso_medical_days', name: 'Days Sales Outstanding, Medical', unit: 'days', min: 0, max: 180, baseline: 45,
    source: 'Management estimate 2025', reference: 'ours: hospitals pay public-sector terms, 30–60 days', direction: { favourable: 'lower' },
    business_logic: 'Days until a hospital or outpatient station pays an invoice the factor did not buy.', description: 'Payment terms of medical clients.',
  }),
  driver({
    id: 'dso_transport_days', name: 'Days Sales Outstanding, Transport', unit: 'days', min: 0, max: 180, baseline: 14,
    source: 'Management estimate 2025', reference: 'ours: partners pay by direct debit', direction: { favourable: 'lower' },
    business_logic: 'Days until a transport partner pays an invoice the factor did not buy.', description: 'Payment terms of transport partners.',
  }),
  driver({
    id: 'factored_invoice_share', name: 'Invoices Sold to the Factor', unit: '%', min: 0, max: 100, baseline: 100,
    source: '2025 actuals', reference: 'ours: the 2025 factoring fee is charged on all revenue', direction: POLICY,
    business_logic: 'Share of invoices sold to BFS: paid out after the factoring payout days, for the factoring fee.', description: 'Factoring of receivables.',
  }),
  driver({
    id: 'factoring_payout_days', name: 'Factoring Payout Days', unit: 'days', min: 0, max: 30, baseline: 2,
    source: 'Factoring contract', reference: 'ours: BFS pays out within two days', direction: { favourable: 'lower' },
    business_logic: 'Days until the factor pays an invoice it bought.', description: 'Factor payout time.',
  }),
  driver({
    id: 'annual_billing_share', name: 'Recurring Fees Billed Annually', unit: '%', min: 0, max: 100, baseline: 10,
    source: 'Management estimate 2025', reference: 'ours: a few hospitals prepay the year', direction: { favourable: 'higher' },
    business_logic: 'Share of recurring fees invoiced a year in advance: cash comes first, revenue month by month (deferred revenue).', description: 'Annual prepayment share.',
  }),
  driver({
    id: 'dpo_days', name: 'Days Payable Outstanding', unit: 'days', min: 0, max: 120, baseline: 30,
    source: 'Management estimate 2025', reference: 'ours: suppliers\' usual 30 days', direction: { favourable: 'higher' },
    business_logic: 'Days until cost of sales, operating expenses (not payroll) and capital expenditure are paid.', description: 'Supplier payment terms.',
  }),
  driver({
    id: 'vat_rate', name: 'VAT Rate', unit: '%', min: 0, max: 30, baseline: 19,
    source: 'UStG §12(1)', reference: 'standard VAT rate, UStG §12(1)', direction: TAX_LAW,
    business_logic: 'German standard VAT rate on invoices and on costs with input VAT.', description: 'Value added tax rate.',
  }),
  driver({
    id: 'vat_liable_revenue_share', name: 'Revenue Invoiced with VAT', unit: '%', min: 0, max: 100, baseline: 100,
    source: 'Management estimate 2025', reference: 'ours: software fees and ride commissions are taxable services', direction: TAX_LAW,
    business_logic: 'Share of revenue invoiced with VAT (output VAT).', description: 'VAT-liable revenue.',
  }),
  driver({
    id: 'input_vat_share', name: 'Costs with Input VAT', unit: '%', min: 0, max: 100, baseline: 80,
    source: 'Management estimate 2025', reference: 'ours: insurance, bonuses to drivers and some fees carry no VAT', direction: TAX_LAW,
    business_logic: 'Share of cost of sales, operating expenses (not payroll) and capital expenditure that carries deductible input VAT.', description: 'Input VAT share.',
  }),
  driver({
    id: 'vat_filing_extension', name: 'VAT Filing Extension', unit: 'months', min: 0, max: 1, baseline: 0, whole: true,
    source: 'Tax office', reference: 'UStDV §46: Dauerfristverlängerung, one month', direction: { favourable: 'higher' },
    business_logic: '0: the monthly VAT return is paid on the 10th of the next month; 1: a month later (permanent extension).', description: 'VAT payment timing.',
  }),
];

const CAPEX: readonly DriverDef[] = [
  driver({
    id: 'it_equipment_per_new_fte', name: 'IT Equipment per New FTE', unit: '€', min: 0, max: 20000, baseline: 2500,
    source: 'Management estimate 2025', reference: 'ours: laptop, screens, phone', direction: { favourable: 'lower' },
    business_logic: 'Capital expenditure on IT equipment for each FTE added; written off over 36 months.', description: 'Equipment per hire.',
  }),
  driver({
    id: 'it_equipment_per_fte_year', name: 'IT Replacement per FTE', unit: '€/year', min: 0, max: 10000, baseline: 600,
    source: 'Management estimate 2025', reference: 'ours: a laptop every four years', direction: { favourable: 'lower' },
    business_logic: 'Capital expenditure replacing IT equipment, per FTE and year; written off over 36 months.', description: 'Equipment replacement.',
  }),
  driver({
    id: 'office_equipment_per_new_fte', name: 'Office Equipment per New FTE', unit: '€', min: 0, max: 20000, baseline: 1500,
    source: 'Management estimate 2025', reference: 'ours: desk and chair', direction: { favourable: 'lower' },
    business_logic: 'Capital expenditure on furniture for each FTE added; written off over 13 years (official AfA table).', description: 'Furniture per hire.',
  }),
  driver({
    id: 'capitalised_development_share', name: 'Capitalised Development', unit: '%', min: 0, max: 50, baseline: 0,
    source: 'Accounting policy', reference: 'HGB §248(2): an option, not used by default', direction: POLICY,
    business_logic: 'Share of payroll capitalised as own development (HGB §248(2)); amortised over 60 months; not for tax (EStG §5(2)).', description: 'Own development capitalised.',
  }),
];

const TAXES: readonly DriverDef[] = [
  ...FORECAST_YEARS.map((year) => driver({
    id: `corporate_tax_rate_${year}`, name: `Corporate Income Tax Rate ${year}`, unit: '%', min: 0, max: 50, baseline: CORPORATE_TAX_RATE[year] as number,
    source: 'KStG §23(1)', reference: 'KStG §23(1) as amended 14 July 2025 (BGBl. 2025 I Nr. 161): 15% to 2027, then 14, 13, 12%', direction: TAX_LAW,
    business_logic: `Corporate income tax on the taxable income of ${year}, before the solidarity surcharge.`, description: 'Körperschaftsteuer rate.',
  })),
  driver({
    id: 'solidarity_surcharge_rate', name: 'Solidarity Surcharge', unit: '%', min: 0, max: 10, baseline: 5.5,
    source: 'SolZG §4', reference: 'SolZG §4: 5.5% of the corporate income tax', direction: TAX_LAW,
    business_logic: 'Surcharge on the corporate income tax (corporations pay it in full).', description: 'Solidaritätszuschlag.',
  }),
  driver({
    id: 'trade_tax_multiplier', name: 'Trade Tax Multiplier', unit: '%', min: 200, max: 900, baseline: 400,
    source: 'Municipal statute', reference: 'GewStG §16: the municipality\'s Hebesatz, at least 200%; 400% is the German average', direction: TAX_LAW,
    business_logic: 'The municipality\'s multiplier on the 3.5% base rate (GewStG §11(2)): 400% gives 14% trade tax.', description: 'Gewerbesteuer Hebesatz.',
  }),
  ...FORECAST_YEARS.map((year) => driver({
    id: `minimum_taxation_${year}`, name: `Minimum Taxation ${year}`, unit: '%', min: 0, max: 100, baseline: MINIMUM_TAXATION[year] as number,
    source: 'EStG §10d(2)', reference: 'EStG §10d(2) via KStG §8(1): 70% for 2024–2027 (Wachstumschancengesetz of 27 March 2024), 60% from 2028', direction: TAX_LAW,
    business_logic: `Share of taxable income above €1M of ${year} that the corporate tax loss carry-forward may offset.`, description: 'Mindestbesteuerung (corporate tax).',
  })),
  driver({
    id: 'trade_tax_minimum_taxation', name: 'Minimum Taxation, Trade Tax', unit: '%', min: 0, max: 100, baseline: 60,
    source: 'GewStG §10a', reference: 'GewStG §10a: 60% (the 2024–2027 increase applies to corporate tax only)', direction: TAX_LAW,
    business_logic: 'Share of trade income above €1M that the trade tax loss carry-forward may offset.', description: 'Mindestbesteuerung (trade tax).',
  }),
  driver({
    id: 'tax_settlement_month', name: 'Tax Settlement Month', unit: 'month of year', min: 1, max: 12, baseline: 9, whole: true,
    source: 'Management estimate 2025', reference: 'ours: the tax adviser files in spring, the assessment follows in late summer', direction: POLICY,
    business_logic: 'Month of the following year in which the assessment settles a year\'s taxes against its quarterly prepayments.', description: 'Tax assessment timing.',
  }),
  driver({
    id: 'loss_forfeiture_8c', name: 'Loss Forfeiture on Share Transfer', unit: 'flag', min: 0, max: 1, baseline: 0, whole: true,
    source: 'KStG §8c', reference: 'KStG §8c(1), GewStG §10a sentence 10: off by default', direction: POLICY,
    business_logic: '1: a share transfer of more than 50% in the forfeiture month forfeits the loss carry-forwards (KStG §8c); 0: not modelled.', description: 'Loss forfeiture option.',
  }),
  driver({
    id: 'loss_forfeiture_month', name: 'Loss Forfeiture Month', unit: 'month', min: 202601, max: 203012, baseline: 202701,
    source: 'Funding plan', reference: 'ours: only read when the forfeiture option is on', direction: POLICY,
    business_logic: 'Month (yyyymm) of the harmful share transfer when the forfeiture option is on.', description: 'Share transfer month.',
  }),
];

const EQUITY_ROUNDS = [1, 2, 3] as const;
const LOANS = [1, 2] as const;

const FINANCING: readonly DriverDef[] = [
  ...EQUITY_ROUNDS.flatMap((k) => [
    driver({
      id: `equity_round_${k}_month`, name: `Equity Round ${k} Month`, unit: 'month', min: 202601, max: 203012, baseline: 202607,
      source: 'Funding plan', reference: 'ours: funding event slot', direction: FUNDING,
      business_logic: `Month (yyyymm) in which equity round ${k} is paid in.`, description: 'Funding event.',
    }),
    driver({
      id: `equity_round_${k}_amount`, name: `Equity Round ${k} Amount`, unit: '€', min: 0, max: 500000000, baseline: 0, impact_level: k === 1 ? 'medium' : 'low',
      source: 'Funding plan', reference: 'ours: funding event slot (0: no round)', direction: FUNDING,
      business_logic: `Equity paid in by round ${k} (capital reserve); 0 means no round.`, description: 'Funding event.',
    }),
  ]),
  ...LOANS.flatMap((k) => [
    driver({
      id: `loan_${k}_month`, name: `Loan ${k} Month`, unit: 'month', min: 202601, max: 203012, baseline: 202607,
      source: 'Funding plan', reference: 'ours: funding event slot', direction: FUNDING,
      business_logic: `Month (yyyymm) in which loan ${k} is drawn.`, description: 'Funding event.',
    }),
    driver({
      id: `loan_${k}_amount`, name: `Loan ${k} Principal`, unit: '€', min: 0, max: 500000000, baseline: 0,
      source: 'Funding plan', reference: 'ours: funding event slot (0: no loan)', direction: FUNDING,
      business_logic: `Principal of loan ${k}; 0 means no loan.`, description: 'Funding event.',
    }),
    driver({
      id: `loan_${k}_rate`, name: `Loan ${k} Interest Rate`, unit: '%/year', min: 0, max: 30, baseline: 7,
      source: 'Funding plan', reference: 'ours: venture debt for a growth company', direction: { favourable: 'lower' },
      business_logic: `Annual interest on the outstanding principal of loan ${k}, paid monthly.`, description: 'Loan interest.',
    }),
    driver({
      id: `loan_${k}_term_months`, name: `Loan ${k} Term`, unit: 'months', min: 1, max: 120, baseline: 36, whole: true,
      source: 'Funding plan', reference: 'ours', direction: FUNDING,
      business_logic: `Months from the draw until loan ${k} is repaid in full.`, description: 'Loan term.',
    }),
    driver({
      id: `loan_${k}_type`, name: `Loan ${k} Repayment`, unit: 'type', min: 1, max: 3, baseline: 2, whole: true,
      source: 'Funding plan', reference: 'ours: 1 bullet, 2 annuity, 3 linear', direction: FUNDING,
      business_logic: `How loan ${k} is repaid: 1 bullet (all at the end), 2 annuity (equal instalments), 3 linear (equal principal).`, description: 'Repayment profile.',
    }),
  ]),
  driver({
    id: 'minimum_cash_covenant', name: 'Minimum Cash Covenant', unit: '€', min: 0, max: 100000000, baseline: 500000, impact_level: 'medium',
    source: 'Funding plan', reference: 'ours: the cash floor lenders and the board watch', direction: POLICY,
    business_logic: 'Cash the company must keep; the cockpit shows the first month cash would fall below it.', description: 'Cash floor.',
  }),
  driver({
    id: 'interest_rate_on_cash', name: 'Interest on Cash', unit: '%/year', min: 0, max: 10, baseline: 0,
    source: 'Treasury policy', reference: 'ours: an option, off by default', direction: { favourable: 'higher' },
    business_logic: 'Annual interest earned on last month\'s positive cash balance.', description: 'Interest income.',
  }),
];

export const FINANCE_AND_TAX_DRIVERS: readonly DriverDef[] = [...WORKING_CAPITAL, ...CAPEX, ...TAXES, ...FINANCING];

/** The funding event slots, for the screens that list them as events (engine/model/fundingEvents.ts). */
export const EQUITY_ROUND_SLOTS = EQUITY_ROUNDS;
export const LOAN_SLOTS = LOANS;
