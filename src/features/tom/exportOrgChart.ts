import { csvText } from '../../../engine/format/csv.ts';
import type { OrgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';

/** The org chart as CSV (positions with manager and revenue contribution), downloaded by the browser. */
export function downloadOrgChart(hierarchy: OrgHierarchy, scenarioName: string): void {
  const byId = new Map(hierarchy.employees.map((e) => [e.id, e]));
  const rows = [
    ['Position', 'Title', 'Department', 'Level', 'Reports to', 'Direct reports', 'Functions', 'Revenue contribution (EUR)'],
    ...hierarchy.employees.map((e) => [
      e.name, e.title, e.department, e.level, e.manager_id ? byId.get(e.manager_id)?.name ?? '' : '', e.direct_reports.length,
      e.functions.join('; '), Math.round(e.revenue_contribution),
    ]),
  ];
  const url = URL.createObjectURL(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `Fahrplan_Org_Chart_${scenarioName.replace(/[^A-Za-z0-9-]+/g, '_') || 'Baseline'}_${hierarchy.year}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
