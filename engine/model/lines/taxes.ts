import type { LineDef } from '../types.ts';

/**
 * German income taxes of a corporation (GmbH), computed on the year so far and booked month by
 * month as the change of the year-to-date tax, so the year's total is the tax on the year's income
 * (docs/model.md "Income taxes" cites every rule):
 * - taxable income: earnings before tax, without capitalised own development (EStG §5(2));
 * - corporate income tax (KStG §23) with solidarity surcharge (SolZG §4) after the loss
 *   carry-forward: losses offset income up to €1M in full and beyond it the minimum-taxation share
 *   of the year (EStG §10d(2));
 * - trade tax: 3.5% (GewStG §11(2)) × the municipality's multiplier on the trade income, which adds
 *   back a quarter of the interest above €200,000 (GewStG §8 no. 1), with its own carry-forward and
 *   minimum taxation (GewStG §10a);
 * - optionally, a harmful share transfer forfeits both carry-forwards (KStG §8c);
 * - prepayments quarterly on the 10th of March, June, September and December of a quarter of last
 *   year's tax (EStG §37, GewStG §19), the rest settled in the assessment month of the next year.
 */
const YEAR_TO_DATE = (line: string, flow: string) => `IF(month_of_year = 1, 0, prev(${line})) + ${flow}`;
const FORFEITURE = 'IF(month_key = loss_forfeiture_month, 1 - loss_forfeiture_8c, 1)';
const OFFSET = (income: string, carry: string, share: string) =>
  `IF(${income} > 0, MIN(${carry}, MIN(${income}, 1000000) + ${share} / 100 * MAX(0, ${income} - 1000000)), 0)`;
const KST_SHARE = 'CHOOSE(year_index, minimum_taxation_2026, minimum_taxation_2027, minimum_taxation_2028, minimum_taxation_2029, minimum_taxation_2030)';
const KST_RATE = 'CHOOSE(year_index, corporate_tax_rate_2026, corporate_tax_rate_2027, corporate_tax_rate_2028, corporate_tax_rate_2029, corporate_tax_rate_2030)';

export const TAX_LINES: readonly LineDef[] = [
  {
    id: 'taxable_income', name: 'Taxable income', unit: 'EUR', section: 'tax_computation', aggregate: 'sum',
    formula: 'earnings_before_tax - own_work_capitalised + amortisation_own_work',
    explanation: 'Earnings before tax without capitalised own development, which tax law does not allow as an asset (EStG §5(2)).',
  },
  {
    id: 'taxable_income_ytd', name: 'Taxable income, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: YEAR_TO_DATE('taxable_income_ytd', 'taxable_income'), opening: '0',
    explanation: 'Taxable income from January to this month.',
  },
  {
    id: 'interest_expense_ytd', name: 'Interest expense, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: YEAR_TO_DATE('interest_expense_ytd', 'interest_expense'), opening: '0',
    explanation: 'Interest expense from January to this month.',
  },
  {
    id: 'trade_income_ytd', name: 'Trade income, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: 'taxable_income_ytd + 0.25 * MAX(0, interest_expense_ytd - 200000)',
    explanation: 'Taxable income plus a quarter of the interest above the €200,000 allowance (GewStG §8 no. 1); rents are left out (below the allowance at plan sizes).',
  },
  {
    id: 'kst_carryforward_open', name: 'Corporate tax loss carry-forward at the start of the year', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: `${FORFEITURE} * IF(month_of_year = 1, prev(kst_loss_carryforward), prev(kst_carryforward_open))`,
    opening: 'tax_loss_carryforward_kst_2025',
    explanation: 'The carry-forward the year started with (forfeited from a harmful share transfer on, when that option is on).',
  },
  {
    id: 'kst_loss_offset_ytd', name: 'Corporate tax losses used, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: OFFSET('taxable_income_ytd', 'kst_carryforward_open', KST_SHARE),
    explanation: 'Losses offset against this year\'s income so far: up to €1M in full, above it the minimum-taxation share (EStG §10d(2)), never more than the carry-forward.',
  },
  {
    id: 'kst_loss_carryforward', name: 'Corporate tax loss carry-forward', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: 'kst_carryforward_open - kst_loss_offset_ytd + MAX(0, -taxable_income_ytd)',
    opening: 'tax_loss_carryforward_kst_2025',
    explanation: 'The carry-forward at the start of the year, less the losses used, plus this year\'s loss so far.',
  },
  {
    id: 'corporate_tax_ytd', name: 'Corporate income tax and solidarity surcharge, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: `MAX(0, taxable_income_ytd - kst_loss_offset_ytd) * ${KST_RATE} / 100 * (1 + solidarity_surcharge_rate / 100)`,
    opening: '0',
    explanation: 'The year\'s corporate income tax rate on the income so far after losses, plus the solidarity surcharge on it.',
  },
  {
    id: 'gewst_carryforward_open', name: 'Trade tax loss carry-forward at the start of the year', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: `${FORFEITURE} * IF(month_of_year = 1, prev(gewst_loss_carryforward), prev(gewst_carryforward_open))`,
    opening: 'tax_loss_carryforward_gewst_2025',
    explanation: 'The trade tax carry-forward the year started with (forfeited with the corporate one, GewStG §10a sentence 10).',
  },
  {
    id: 'gewst_loss_offset_ytd', name: 'Trade tax losses used, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: OFFSET('trade_income_ytd', 'gewst_carryforward_open', 'trade_tax_minimum_taxation'),
    explanation: 'Trade losses offset against this year\'s trade income so far: up to €1M in full, above it the minimum-taxation share (GewStG §10a).',
  },
  {
    id: 'gewst_loss_carryforward', name: 'Trade tax loss carry-forward', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: 'gewst_carryforward_open - gewst_loss_offset_ytd + MAX(0, -trade_income_ytd)',
    opening: 'tax_loss_carryforward_gewst_2025',
    explanation: 'The trade tax carry-forward at the start of the year, less the losses used, plus this year\'s trade loss so far.',
  },
  {
    id: 'trade_tax_ytd', name: 'Trade tax, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: 'MAX(0, trade_income_ytd - gewst_loss_offset_ytd) * 3.5 / 100 * trade_tax_multiplier / 100',
    opening: '0',
    explanation: 'The base rate of 3.5% times the municipality\'s multiplier on the trade income so far after losses.',
  },
  {
    id: 'income_taxes_ytd', name: 'Income taxes, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: 'corporate_tax_ytd + trade_tax_ytd',
    opening: 'income_tax_payable_2025',
    explanation: 'Corporate income tax, solidarity surcharge and trade tax on the year so far (the opening column holds the tax of 2025 still to settle).',
  },
  {
    id: 'prior_year_income_taxes', name: 'Income taxes of last year', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: 'IF(month_of_year = 1, prev(income_taxes_ytd), prev(prior_year_income_taxes))',
    opening: '0',
    explanation: 'Last year\'s income taxes: the basis of this year\'s prepayments and of the settlement.',
  },
  {
    id: 'tax_prepayments', name: 'Tax prepayments', unit: 'EUR', section: 'tax_computation', aggregate: 'sum',
    formula: 'CHOOSE(month_of_year, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1) * prior_year_income_taxes / 4',
    explanation: 'A quarter of last year\'s taxes on the 10th of March, June, September and December.',
  },
  {
    id: 'tax_prepayments_ytd', name: 'Tax prepayments, year to date', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: YEAR_TO_DATE('tax_prepayments_ytd', 'tax_prepayments'), opening: '0',
    explanation: 'Prepayments made this year so far.',
  },
  {
    id: 'prior_year_prepayments', name: 'Tax prepayments of last year', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: 'IF(month_of_year = 1, prev(tax_prepayments_ytd), prev(prior_year_prepayments))',
    opening: '0',
    explanation: 'What was prepaid on last year\'s taxes.',
  },
  {
    id: 'tax_settlement', name: 'Tax settlement', unit: 'EUR', section: 'tax_computation', aggregate: 'sum',
    formula: 'IF(month_of_year = tax_settlement_month, prior_year_income_taxes - prior_year_prepayments, 0)',
    explanation: 'In the assessment month, last year\'s taxes less last year\'s prepayments (a refund when negative).',
  },
  {
    id: 'taxes_paid', name: 'Income taxes paid', unit: 'EUR', section: 'tax_computation', aggregate: 'sum',
    formula: 'tax_prepayments + tax_settlement',
    explanation: 'Prepayments plus the settlement of last year.',
  },
  {
    id: 'tax_balance', name: 'Income taxes owed', unit: 'EUR', section: 'tax_computation', aggregate: 'last',
    formula: 'prev(tax_balance) + income_taxes - taxes_paid',
    opening: 'income_tax_payable_2025',
    explanation: 'Income taxes booked and not yet paid (negative: prepaid beyond the tax, a refund due).',
  },
];
