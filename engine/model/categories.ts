import type { DriverCategory } from './types.ts';

/**
 * The key-driver categories of part 2 §3 (`category_name`, `description`) in the order the Key
 * Performance Dashboard shows them. Screens and the key-drivers API read the same entries.
 */
export interface DriverCategoryDef {
  id: DriverCategory;
  category_name: string;
  description: string;
}

export const DRIVER_CATEGORIES: readonly DriverCategoryDef[] = [
  {
    id: 'medical_business', category_name: 'Medical Business',
    description: 'Hospitals and outpatient stations: how fast they are won, how many become active, how much of their transport demand they book and how long they stay.',
  },
  {
    id: 'transport_business', category_name: 'Transport Business',
    description: 'Transport partners: market size, how they join the platform, the rides they dispatch and the price of a ride.',
  },
  {
    id: 'revenue_model', category_name: 'Revenue Model',
    description: 'What the platform charges: per-bed modules, premium tier, per-ride SaaS, dispatch software, implementation fees and its share of ride revenue.',
  },
  {
    id: 'cost_intelligence', category_name: 'Cost Intelligence',
    description: 'Direct cost per ride and client, acquisition cost, the FTE plan and cost per FTE, hosting, office, legal, factoring and bonus pools.',
  },
  {
    id: 'growth_assumptions', category_name: 'Growth Assumptions',
    description: 'The scenario\'s targets and assessed strategic inputs.',
  },
  {
    id: 'finance_and_tax', category_name: 'Finance & Tax',
    description: 'Working capital (payment terms, factoring, VAT), capital expenditure, German income taxes and the funding events: equity rounds, loans and the minimum cash covenant.',
  },
];

export const CATEGORY_BY_ID: ReadonlyMap<DriverCategory, DriverCategoryDef> = new Map(DRIVER_CATEGORIES.map((c) => [c.id, c]));
