import { useRef, useState } from 'react';
import { formatMoneyShort } from '../../ui/figures.ts';
import type { OrgEmployee, OrgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';
import { Modal } from '../../ui/Modal.tsx';
import { downloadOrgChart } from './exportOrgChart.ts';
import { shownDepartmentTitle, shownFunction, shownPosition } from './texts.ts';
import { useTranslation } from '../../i18n/index.ts';

/** The employees in tree order (depth first), so indentation by level reads as the hierarchy. */
function treeOrder(employees: readonly OrgEmployee[]): OrgEmployee[] {
  const byId = new Map(employees.map((e) => [e.id, e]));
  const out: OrgEmployee[] = [];
  const visit = (e: OrgEmployee) => {
    out.push(e);
    for (const id of e.direct_reports) {
      const child = byId.get(id);
      if (child) visit(child);
    }
  };
  employees.filter((e) => e.manager_id === null).forEach(visit);
  return out;
}

function EmployeeDetail({ employee, hierarchy, onClose }: { employee: OrgEmployee | null; hierarchy: OrgHierarchy; onClose: () => void }) {
  const { t } = useTranslation('tom');
  const manager = hierarchy.employees.find((e) => e.id === employee?.manager_id);
  return (
    <Modal title={employee ? shownPosition(employee.title) : ''} open={employee !== null} onClose={onClose}>
      {employee ? (
        <dl className="tom-detail">
          <div><dt>{t('department')}</dt><dd>{shownDepartmentTitle(employee.department_id, employee.department)}</dd></div>
          <div><dt>{t('level')}</dt><dd>{employee.level}</dd></div>
          <div><dt>{t('reportsTo')}</dt><dd>{manager ? shownPosition(manager.name) : '—'}</dd></div>
          <div><dt>{t('directReports')}</dt><dd>{employee.direct_reports.length}</dd></div>
          <div><dt>{t('revenueContribution')}</dt><dd className="tabular">{formatMoneyShort(employee.revenue_contribution)}</dd></div>
          <div><dt>{t('functions')}</dt><dd><ul>{employee.functions.map((f) => <li key={f}>{shownFunction(f)}</li>)}</ul></dd></div>
        </dl>
      ) : null}
    </Modal>
  );
}

/** Org Chart tab: indented cards by level; a card opens the detail modal. */
export function OrgChart({ hierarchy, scenarioName }: { hierarchy: OrgHierarchy; scenarioName: string }) {
  const { t } = useTranslation('tom');
  const [selected, setSelected] = useState<OrgEmployee | null>(null);
  const container = useRef<HTMLDivElement>(null);
  return (
    <div className="tom-orgchart" ref={container}>
      <div className="tom-orgchart-actions">
        <button type="button" className="button" onClick={() => downloadOrgChart(hierarchy, scenarioName)}>{t('export')}</button>
        <button type="button" className="button" onClick={() => void container.current?.requestFullscreen?.()}>{t('fullScreen')}</button>
      </div>
      <ul className="org-list" aria-label={t('tabs.orgchart')}>
        {treeOrder(hierarchy.employees).map((employee) => (
          <li key={employee.id} style={{ marginLeft: `${(employee.level - 1) * 28}px` }}>
            <button type="button" className={`org-card org-level-${Math.min(employee.level, 4)}`} onClick={() => setSelected(employee)}>
              <strong>{shownPosition(employee.name)}</strong>
              <span className="muted">{shownDepartmentTitle(employee.department_id, employee.department)} · {t('levelOf', { level: employee.level })}</span>
            </button>
          </li>
        ))}
      </ul>
      <EmployeeDetail employee={selected} hierarchy={hierarchy} onClose={() => setSelected(null)} />
    </div>
  );
}
