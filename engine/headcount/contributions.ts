/**
 * The employer's social-security contributions in Germany: one dated table of rates and monthly
 * contribution ceilings (Beitragsbemessungsgrenzen) per plan year. 2026 holds the values in force
 * on 1 January 2026, each with the act or announcement that sets it; 2027–2030 are an assumption
 * (`assumed`): the rates of 2026 stay, the ceilings rise by CEILING_GROWTH a year, as they follow
 * the wage growth of the year before last (§ 159 SGB VI, § 6 Abs. 6 SGB V): +5.0 % from 2025 to
 * 2026 (pension 8,050 → 8,450 € a month, health 5,512.50 → 5,812.50 €). docs/model.md walks a
 * salary above and one below the ceilings through to the employer's cost.
 *
 * Accident insurance is not in the table: its rate is set for each employer by its
 * Berufsgenossenschaft, so it is a driver (`accident_insurance_rate`).
 */

export interface ContributionRates {
  /** The year the values apply to. */
  year: number;
  /** Employer's share of each contribution, in percent of the gross pay up to its ceiling. */
  pension: number;
  unemployment: number;
  /** Health: half of the general rate and half of the average additional contribution. */
  health: number;
  care: number;
  insolvency: number;
  /** Monthly ceilings in euros: pension and unemployment (and the insolvency levy), health and care. */
  pensionCeiling: number;
  healthCeiling: number;
  /** True for a year whose values are the documented assumption, not published law. */
  assumed: boolean;
}

export interface ContributionSource {
  item: string;
  value2026: string;
  source: string;
}

/** Annual growth of the ceilings assumed after 2026 (the 2026 adjustment, 8,050 → 8,450 €). */
export const CEILING_GROWTH = 0.05;

/** The 2026 values and where each is published. */
export const CONTRIBUTION_SOURCES: readonly ContributionSource[] = [
  { item: 'Pension insurance (Rentenversicherung)', value2026: '18.6 %, employer 9.3 %', source: '§ 158 SGB VI; Beitragssatzverordnung 2026 (BGBl. 2025 I Nr. 291)' },
  { item: 'Unemployment insurance (Arbeitslosenversicherung)', value2026: '2.6 %, employer 1.3 %', source: '§ 341 Abs. 2 SGB III' },
  { item: 'Health insurance (Krankenversicherung)', value2026: '14.6 % + average additional 2.9 %, employer 8.75 %', source: '§ 241 SGB V (general rate); § 242a SGB V, average additional contribution for 2026 announced by the Federal Ministry of Health (2.9 %); the employer pays half of both (§ 249 SGB V)' },
  { item: 'Long-term care insurance (Pflegeversicherung)', value2026: '3.6 %, employer 1.8 %', source: '§ 55 Abs. 1 SGB XI; the surcharge for the childless (0.6 %) is the employee\'s alone (§ 58 Abs. 1 SGB XI); in Saxony the employer pays 1.3 % (§ 58 Abs. 3 SGB XI), not modelled' },
  { item: 'Insolvency levy (Insolvenzgeldumlage, U3)', value2026: '0.15 %, employer only, on pay up to the pension ceiling', source: '§ 360 SGB III; Insolvenzgeldumlagesatzverordnung 2026 (unchanged at 0.15 %)' },
  { item: 'Ceiling, pension and unemployment', value2026: '8,450 € a month (101,400 € a year)', source: 'Sozialversicherungs-Rechengrößenverordnung 2026 (BGBl. 2025 I Nr. 278)' },
  { item: 'Ceiling, health and care', value2026: '5,812.50 € a month (69,750 € a year)', source: 'Sozialversicherungs-Rechengrößenverordnung 2026 (BGBl. 2025 I Nr. 278)' },
];

const RATES_2026 = {
  pension: 9.3,
  unemployment: 1.3,
  health: (14.6 + 2.9) / 2,
  care: 1.8,
  insolvency: 0.15,
} as const;

const CEILINGS_2026 = { pension: 8450, health: 5812.5 } as const;

/** Ceilings are whole euros for pension, 2.50 € steps for health (as published): rounded to the cent here. */
const cents = (value: number): number => Math.round(value * 100) / 100;

export const CONTRIBUTION_TABLE: readonly ContributionRates[] = [2026, 2027, 2028, 2029, 2030].map((year) => {
  const growth = (1 + CEILING_GROWTH) ** (year - 2026);
  return {
    year,
    ...RATES_2026,
    pensionCeiling: cents(CEILINGS_2026.pension * growth),
    healthCeiling: cents(CEILINGS_2026.health * growth),
    assumed: year > 2026,
  };
});

export function contributionRatesOf(year: number): ContributionRates {
  const rates = CONTRIBUTION_TABLE.find((row) => row.year === year);
  if (!rates) throw new Error(`No contribution rates for ${year}`);
  return rates;
}

/** The employer's contributions on one person's gross pay of one month, by kind, in euros. */
export interface MonthlyContributions {
  pension: number;
  unemployment: number;
  health: number;
  care: number;
  insolvency: number;
  accident: number;
  total: number;
}

/**
 * The employer's contributions on one person's gross pay of a month: each capped at its ceiling;
 * accident insurance on the whole pay at `accidentRate` percent (its own maximum earnings, set by
 * each Berufsgenossenschaft, lie far above the salaries a plan holds).
 */
export function employerContributions(gross: number, rates: ContributionRates, accidentRate: number): MonthlyContributions {
  const pensionBase = Math.min(gross, rates.pensionCeiling);
  const healthBase = Math.min(gross, rates.healthCeiling);
  const pension = (pensionBase * rates.pension) / 100;
  const unemployment = (pensionBase * rates.unemployment) / 100;
  const health = (healthBase * rates.health) / 100;
  const care = (healthBase * rates.care) / 100;
  const insolvency = (pensionBase * rates.insolvency) / 100;
  const accident = (gross * accidentRate) / 100;
  return { pension, unemployment, health, care, insolvency, accident, total: contributionTotal(gross, rates, accidentRate) };
}

/**
 * The total of employerContributions, without the parts: what the plan's arithmetic needs for
 * every position and month, computed without an allocation (a forecast-range draw does it for every
 * role of the plan). The same expressions in the same order, so the two totals are equal.
 */
export function contributionTotal(gross: number, rates: ContributionRates, accidentRate: number): number {
  const pensionBase = Math.min(gross, rates.pensionCeiling);
  const healthBase = Math.min(gross, rates.healthCeiling);
  return (pensionBase * rates.pension) / 100 + (pensionBase * rates.unemployment) / 100 + (healthBase * rates.health) / 100
    + (healthBase * rates.care) / 100 + (pensionBase * rates.insolvency) / 100 + (gross * accidentRate) / 100;
}
