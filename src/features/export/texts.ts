import type { ExportType } from '../../../contract/exports.ts';

/** Export Center texts; part 2 §2, §4, §8 and §9 word for word where the specification gives them. */
export const EXPORT_TEXT = {
  title: 'Professional Export Center',
  beta: 'BETA',
  activeScenario: 'Active scenario',
  generating: 'Generating...',
  /** Ours: where an export stands while the server makes it. */
  waiting: (ahead: number) => `Waiting (${ahead} ahead)…`,
  inProgress: 'Generating…',
  failed: (message: string) => `Export failed: ${message}`,
  downloaded: (file: string) => `${file} downloaded successfully!`,
  unsaved: 'This scenario has unsaved changes. Exports are built from the saved scenario; save first to include them.',
  infoTitle: 'About these exports',
  info: [
    'Every export is built on the server from the saved scenario with the same model as every screen, so its figures match the app.',
    'PDF reports have selectable text and numbered pages; the Excel model keeps live formulas: change a value on its Drivers sheet and every sheet recalculates.',
    'One export of yours runs at a time; when the server is busy, it waits its turn, and the card shows how many are ahead. Each export is recorded in the activity log.',
  ],
  /** Part 2 §9 fallback when the server names no file. */
  fallbackName: (date: string, extension: string) => `Fahrplan_Export_${date}.${extension}`,
} as const;

export interface ExportCard {
  type: ExportType;
  title: string;
  summary: string;
  format: 'PDF' | 'Excel';
  button: string;
  contents: readonly string[];
}

export const EXPORT_CARDS: readonly ExportCard[] = [
  {
    type: 'executive-summary', title: 'Executive Summary', summary: '3-page investment overview', format: 'PDF', button: 'Export PDF',
    contents: ['Headline forecast 2026–2030', 'KPIs with their status', 'Scenario comparison', 'Valuation'],
  },
  {
    type: 'detailed-report', title: 'Detailed Report', summary: '10+ pages of analysis', format: 'PDF', button: 'Export PDF',
    contents: ['P&L to net income, balance sheet and cash flow statement by year', 'Every KPI; drivers with their sources and assumptions', 'Valuation, sensitivity and risks'],
  },
  {
    type: 'excel-model', title: 'Excel Financial Model', summary: 'Live formulas over the drivers', format: 'Excel', button: 'Export Excel',
    contents: ['P&L, Balance Sheet and Cash Flow by year and month, with the balance check', 'Drivers, Actuals, Monthly, Annual and KPIs sheets: every computed cell a formula', 'Change a driver and the statements follow'],
  },
];
