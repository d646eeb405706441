import { formatWholeNumber } from '../../ui/figures.ts';
import type { DataMaskField } from '../../../engine/actuals/dataMaskFields.ts';
import { OPENING_BALANCE_FIELDS } from '../../../engine/actuals/schema.ts';

/** Part 1 §2, §5 and §8 texts of the baseline data input, word for word, and ours beside them. */
export const BASELINE_TEXT = {
  title: '2024/2025 Baseline Data Input',
  subtitle: 'Hard-coded values for financial modeling starting Nov 2025',
  lastSaved: 'Last Saved',
  editData: 'Edit Data',
  lockData: 'Lock Data',
  cancel: 'Cancel',
  save: 'Save & Update Model',
  saving: 'Saving...',
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  saveBlocked: 'Please fix validation errors before saving',
  saved: 'Baseline data saved successfully! KPIs will be updated.',
  saveErrorPrefix: 'Error saving data: ',
  validationTitle: 'Validation Errors',
  summaryTitle: 'Data Summary',
  summaryArr: '2025 ARR Baseline',
  summaryClients: 'Total Clients 2025',
  summaryGrowth: 'Growth Rate',
  summaryCapital: 'Capital Injection',
  // Ours, beyond the specification.
  loading: 'Loading baseline data...',
  unsaved: 'Unsaved changes',
  adminOnly: 'Only administrators can change the baseline.',
  offline: 'The server could not be reached: showing the baseline this device has. Saving needs the server.',
  recalcFailed: 'The baseline is saved; the server could not recalculate the KPIs yet: ',
  importTitle: 'CSV import',
  importRefused: 'CSV import refused: nothing was changed. Fix these problems and import the file again.',
  importListed: (listed: number, all: number) => `The first ${listed} of ${formatWholeNumber(all)} problems are listed.`,
  importPreview: 'Preview: what the import changes',
  importProblems: (file: string) => `Problems in ${file}`,
  maskChanges: 'Data-mask changes',
  cellChanges: 'Monthly changes',
  importNoChange: 'The file matches the current baseline; there is nothing to import.',
  importApply: 'Apply Import',
  importDiscard: 'Discard',
  importUnsavedWarning: 'Applying the import discards the unsaved edits in the form.',
  versionsTitle: 'Version History',
  download: 'Download',
  opening: {
    cash: 'Cash at 31 Dec 2025',
    cashHint: 'From the 2024–2025 actuals: the opening cash, EBITDA and the 2025 round.',
    retainedEarnings: 'Retained earnings at 31 Dec 2025',
    retainedEarningsHint: 'The balancing item: total assets − liabilities − subscribed capital − capital reserve.',
    derived: 'Computed by the model; not an input.',
    computing: 'Computing...',
    failed: 'The opening balance could not be computed',
  },
} as const;

/** The section of the opening balance (issue 25), after the four of part 1 §2. */
export const OPENING_BALANCE_SECTION = { title: 'Opening Balance 31 Dec 2025', fields: OPENING_BALANCE_FIELDS } as const;

/** The four sections of part 1 §2 and the data-mask fields in each. */
export const BASELINE_SECTIONS: readonly { title: string; fields: readonly DataMaskField[] }[] = [
  {
    title: 'Revenue Metrics',
    fields: ['revenue_2024', 'revenue_2025', 'rides_2024', 'rides_2025', 'arr_per_medical_client', 'arr_per_transport_client', 'monthly_growth_rate'],
  },
  {
    title: 'Client Metrics (EOP)',
    fields: ['medical_clients_2024', 'medical_clients_2025', 'client_acquisition_medical', 'client_acquisition_transport'],
  },
  {
    title: 'Financial Performance',
    fields: ['ebitda_2024', 'ebitda_2025', 'gross_margin_2024', 'gross_margin_2025', 'monthly_burn_2024', 'monthly_burn_2025'],
  },
  {
    title: 'Capital & Timeline',
    fields: [
      'capital_injection_amount', 'capital_injection_date', 'target_runway_months', 'operational_breakeven_date',
      'target_monthly_improvement', 'opening_cash', 'data_source', 'validation_period',
    ],
  },
];
