import type { TomYear } from './useTomData.ts';

/** Target Operating Model texts (part 2 §2, §8). */
export const TOM_TEXT = {
  title: 'Target Operating Model',
  subtitle: 'Organisation, roles and scaling plan derived from the FTE plan and revenue of the active scenario',
  loading: 'Loading Target Operating Model...',
  mockData: 'Mock Data',
  mockNote: 'The server could not be reached; the built-in sample structure is shown.',
  yearSelector: 'Year',
  tabs: { overview: 'Overview', orgchart: 'Org Chart', analysis: 'Analysis' },
  metrics: { ftes: 'Total FTEs', revenue: 'Total Revenue', revenuePerFte: 'Revenue per FTE', costEfficiency: 'Cost Efficiency' },
  costEfficiencyUnit: 'revenue per € of employee cost',
  departments: 'Departments',
  positions: (count: number) => `${count} ${count === 1 ? 'position' : 'positions'}`,
  showFunctions: 'Show functions',
  hideFunctions: 'Hide functions',
  export: 'Export',
  fullScreen: 'Full Screen',
  level: 'Level',
  department: 'Department',
  revenueContribution: 'Revenue contribution',
  functions: 'Functions',
  reportsTo: 'Reports to',
  directReports: 'Direct reports',
  capacity: 'Capacity Utilization',
  capacityNote: 'Planned utilisation of the organisation; the remaining capacity absorbs growth and hiring lead times.',
  scalingPlan: 'Scaling Plan',
  scalingColumns: ['Year', 'FTEs', 'Revenue', 'Revenue per FTE'],
  orgMetrics: 'Organisation Metrics',
  managementLayers: 'Management layers',
  averageSpan: 'Average span of control',
  spanOfControl: 'Span of control',
  dataSource: 'Data source',
} as const;

export const YEAR_LABELS: Record<TomYear, string> = {
  2025: '2025 Actual',
  2026: '2026 Projected',
  2027: '2027 Projected',
  2030: '2030 Target',
};
