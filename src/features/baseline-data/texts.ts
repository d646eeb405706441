import type { DataMaskField } from '../../../engine/actuals/dataMaskFields.ts';
import { OPENING_BALANCE_FIELDS } from '../../../engine/actuals/schema.ts';

/**
 * The sections of the baseline form: the four of part 1 §2, then the opening balance (issue 25),
 * with the data-mask fields in each. Their names and the fields' labels are the `baselineData`
 * namespace's (src/i18n/locales), the English ones the specification's words.
 */
export type SectionId = 'revenue' | 'clients' | 'financial' | 'capital' | 'opening';

/** The section of the opening balance, after the four of part 1 §2. */
export const OPENING_BALANCE_SECTION = { id: 'opening', fields: OPENING_BALANCE_FIELDS } as const satisfies { id: SectionId; fields: readonly DataMaskField[] };

export const BASELINE_SECTIONS: readonly { id: SectionId; fields: readonly DataMaskField[] }[] = [
  {
    id: 'revenue',
    fields: ['revenue_2024', 'revenue_2025', 'rides_2024', 'rides_2025', 'arr_per_medical_client', 'arr_per_transport_client', 'monthly_growth_rate'],
  },
  {
    id: 'clients',
    fields: ['medical_clients_2024', 'medical_clients_2025', 'client_acquisition_medical', 'client_acquisition_transport'],
  },
  {
    id: 'financial',
    fields: ['ebitda_2024', 'ebitda_2025', 'gross_margin_2024', 'gross_margin_2025', 'monthly_burn_2024', 'monthly_burn_2025'],
  },
  {
    id: 'capital',
    fields: [
      'capital_injection_amount', 'capital_injection_date', 'target_runway_months', 'operational_breakeven_date',
      'target_monthly_improvement', 'opening_cash', 'data_source', 'validation_period',
    ],
  },
];
