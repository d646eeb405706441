import { LOAN_SLOTS } from './drivers/finance-and-tax.ts';
import type { DerivedDef } from './types.ts';

/** Driver-level values computed once (named expressions with formulas), used by many monthly cells. */
export const DERIVED: readonly DerivedDef[] = [
  {
    id: 'monthly_logo_churn', name: 'Monthly logo churn', unit: 'ratio',
    formula: '1 - POWER(1 - logo_churn_rate / 100, 1 / 12)',
    explanation: 'The monthly churn that compounds to the annual logo churn rate.',
  },
  {
    id: 'account_net_expansion', name: 'Net expansion of medical accounts', unit: 'ratio/year',
    formula: '(account_expansion_rate - MAX(0, 100 - customer_retention_rate - logo_churn_rate)) / 100',
    explanation: 'Expansion minus downgrades, where downgrades are what gross retention loses beyond churned logos.',
  },
  {
    id: 'per_bed_module_fee', name: 'Module revenue per bed', unit: '€/bed/month',
    formula: 'inpatient_saas_per_bed_month + support_24_7_per_bed_month + core_reporting_per_bed_month * core_reporting_attach_rate / 100 + strategic_reporting_per_bed_month * strategic_reporting_attach_rate / 100',
    explanation: 'SaaS and 24/7 support for every bed, reporting modules at their attach rates.',
  },
  {
    id: 'per_bed_list_fee', name: 'Full suite price per bed', unit: '€/bed/month',
    formula: 'inpatient_saas_per_bed_month + support_24_7_per_bed_month + core_reporting_per_bed_month + strategic_reporting_per_bed_month',
    explanation: 'Every per-bed module at list price.',
  },
  {
    id: 'inpatient_implementation_fee', name: 'Implementation fee per inpatient facility', unit: '€',
    formula: 'MAX(implementation_fee_min, beds_per_inpatient_client * implementation_fee_per_bed)',
    explanation: 'The larger of the minimum fee and the per-bed fee.',
  },
  {
    id: 'transaction_revenue_per_medical_ride', name: 'Transaction revenue per medical ride', unit: '€/trip',
    formula: 'revenue_generating_rides_share / 100 * transport_avg_ride_cost * qrago_revenue_share / 100',
    explanation: 'Revenue-generating share × price per ride × platform share (60% × €45 × 5% = €1.35).',
  },
  {
    id: 'transport_rides_per_partner', name: 'Rides per transport partner', unit: 'rides/month',
    formula: 'MIN(transport_rides_per_client_month, vehicles_per_transport_client * transport_rides_per_vehicle_per_month)',
    explanation: 'Dispatched rides per partner, capped by its fleet capacity.',
  },
  {
    id: 'serviceable_transport_companies', name: 'Serviceable transport companies', unit: 'companies',
    formula: 'german_transport_companies * serviceable_transport_share / 100',
    explanation: 'German transport companies × serviceable share.',
  },
  {
    id: 'inpatient_potential_rides_per_client', name: 'Potential rides per inpatient facility', unit: 'rides/month',
    formula: 'beds_per_inpatient_client * medical_rides_per_bed_per_month',
    explanation: 'Beds × rides per bed (80 × 2.5 = 200).',
  },
  {
    id: 'days_per_month', name: 'Days per month', unit: 'days',
    formula: '365 / 12',
    explanation: 'An average month: balances are read as days of a month\'s flows.',
  },
  {
    id: 'gross_invoice_factor', name: 'Invoice amount per euro of revenue', unit: 'ratio',
    formula: '1 + vat_rate / 100 * vat_liable_revenue_share / 100',
    explanation: 'Revenue plus the VAT invoiced on it.',
  },
  {
    id: 'gross_cost_factor', name: 'Supplier invoice per euro of cost', unit: 'ratio',
    formula: '1 + vat_rate / 100 * input_vat_share / 100',
    explanation: 'Cost plus the VAT suppliers invoice on it.',
  },
  ...LOAN_SLOTS.map((k): DerivedDef => ({
    id: `loan_${k}_annuity`, name: `Loan ${k}: monthly instalment (annuity)`, unit: '€/month',
    // A rate too small to compound (0, or so small that (1 + r)^n is 1 in floating point) repays in equal parts.
    formula: `IF(POWER(1 + loan_${k}_rate / 1200, loan_${k}_term_months) = 1, loan_${k}_amount / loan_${k}_term_months, loan_${k}_amount * loan_${k}_rate / 1200 / (1 - POWER(1 + loan_${k}_rate / 1200, -loan_${k}_term_months)))`,
    explanation: `Interest plus principal of each monthly instalment of loan ${k} when repaid as an annuity: principal × i ÷ (1 − (1 + i)^−term), i the monthly rate.`,
  })),
];
