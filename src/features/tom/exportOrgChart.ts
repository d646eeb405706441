import { csvText } from '../../../engine/format/csv.ts';
import type { OrgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';
import { i18n } from '../../i18n/index.ts';
import { fileSafe, saveCsv } from '../../ui/download.ts';
import { shownDepartmentTitle, shownFunction, shownPosition } from './texts.ts';

/** The org chart as CSV (positions with manager and revenue contribution), downloaded by the browser. */
export function downloadOrgChart(hierarchy: OrgHierarchy, scenarioName: string): void {
  const byId = new Map(hierarchy.employees.map((e) => [e.id, e]));
  const rows = [
    (['position', 'title', 'department', 'level', 'reportsTo', 'directReports', 'functions', 'revenueContribution'] as const).map((column) => i18n.t(`tom:csv.${column}`)),
    ...hierarchy.employees.map((e) => [
      shownPosition(e.name), shownPosition(e.title), shownDepartmentTitle(e.department_id, e.department), e.level, e.manager_id ? shownPosition(byId.get(e.manager_id)?.name ?? '') : '', e.direct_reports.length,
      e.functions.map(shownFunction).join('; '), Math.round(e.revenue_contribution),
    ]),
  ];
  saveCsv(csvText(rows), i18n.t('tom:csv.fileName', { scenario: fileSafe(scenarioName, 'Baseline'), year: hierarchy.year }));
}
