import type { LineDef } from '../types.ts';

/**
 * Capital expenditure by asset class and its straight-line depreciation, month by month (HGB §253(3);
 * useful lives from the official AfA table: furniture 13 years, IT equipment 3 years). A month's
 * purchases are written off from that month on (EStG §7(1) pro rata temporis), each month's
 * tranche over its useful life: depreciation = (purchases of the last n months) ÷ n, read as the
 * cumulative purchases now less those n months ago.
 */
export const FIXED_ASSET_LINES: readonly LineDef[] = [
  {
    id: 'new_ftes', name: 'FTEs added', unit: 'FTE', section: 'capex', aggregate: 'sum',
    formula: 'MAX(0, ftes - prev(ftes))',
    explanation: 'FTEs added since last month (none when the team shrinks).',
  },
  {
    id: 'capex_it_equipment', name: 'Capital expenditure, IT equipment', unit: 'EUR', section: 'capex', aggregate: 'sum',
    formula: 'new_ftes * it_equipment_per_new_fte + ftes * it_equipment_per_fte_year / 12',
    explanation: 'Equipment for every FTE added plus the yearly replacement per FTE, spread over the months.',
  },
  {
    id: 'capex_office_equipment', name: 'Capital expenditure, office equipment', unit: 'EUR', section: 'capex', aggregate: 'sum',
    formula: 'new_ftes * office_equipment_per_new_fte',
    explanation: 'Furniture for every FTE added.',
  },
  {
    id: 'capex', name: 'Capital expenditure', unit: 'EUR', section: 'capex', aggregate: 'sum',
    formula: 'capex_it_equipment + capex_office_equipment',
    explanation: 'Purchases of IT and office equipment (without capitalised own development).',
  },
  {
    id: 'cumulative_capex_it', name: 'IT equipment bought since January 2026', unit: 'EUR', section: 'capex', aggregate: 'last',
    formula: 'prev(cumulative_capex_it) + capex_it_equipment',
    opening: '0',
    explanation: 'Running total of IT equipment purchases, from which the write-off of the tranches still in use is read.',
  },
  {
    id: 'depreciation_it_equipment', name: 'Depreciation, IT equipment', unit: 'EUR', section: 'capex', aggregate: 'sum',
    formula: '(cumulative_capex_it - lag(cumulative_capex_it, 36)) / 36',
    explanation: 'The purchases of the last 36 months, each written off over 36 months.',
  },
  {
    id: 'cumulative_capex_office', name: 'Office equipment bought since January 2026', unit: 'EUR', section: 'capex', aggregate: 'last',
    formula: 'prev(cumulative_capex_office) + capex_office_equipment',
    opening: '0',
    explanation: 'Running total of furniture purchases.',
  },
  {
    id: 'depreciation_office_equipment', name: 'Depreciation, office equipment', unit: 'EUR', section: 'capex', aggregate: 'sum',
    formula: 'cumulative_capex_office / 156',
    explanation: 'Furniture written off over 13 years (156 months); none of it is fully written off before 2030.',
  },
  {
    id: 'cumulative_own_work', name: 'Development capitalised since January 2026', unit: 'EUR', section: 'capex', aggregate: 'last',
    formula: 'prev(cumulative_own_work) + own_work_capitalised',
    opening: '0',
    explanation: 'Running total of capitalised own development.',
  },
  {
    id: 'amortisation_own_work', name: 'Amortisation, capitalised development', unit: 'EUR', section: 'capex', aggregate: 'sum',
    formula: 'cumulative_own_work / 60',
    explanation: 'Capitalised development amortised over 60 months; none of it is fully amortised before 2030.',
  },
  {
    id: 'depreciation_opening_assets', name: 'Depreciation, assets of 31 December 2025', unit: 'EUR', section: 'capex', aggregate: 'sum',
    formula: 'IF(month_index <= fixed_assets_2025_life_months, fixed_assets_2025 / fixed_assets_2025_life_months, 0)',
    explanation: 'The fixed assets of the opening balance written off evenly over their remaining useful life.',
  },
];
