import { DEPARTMENTS, departmentHeadcounts, type DepartmentId, type TomInputs } from './tom.ts';

/**
 * The org chart behind a TOM year (part 2 §3 org hierarchy): positions, not people. The CEO leads;
 * further executives oversee departments; every department has a head; a head with more than
 * MAX_DIRECT_REPORTS members gets team leads. Revenue is attributed to departments by the weights
 * in tom.ts and split equally over each department's positions.
 */

/** The widest span a head or team lead keeps before the team is split. */
export const MAX_DIRECT_REPORTS = 7;

/** Executives after the CEO, in hiring order, with the departments they take over from the CEO. */
const EXECUTIVES: readonly { title: string; oversees: readonly DepartmentId[]; functions: readonly string[] }[] = [
  { title: 'Chief Operating Officer', oversees: ['customer_success'], functions: ['Operations oversight', 'Ride operations quality'] },
  { title: 'Chief Financial Officer', oversees: ['finance_admin'], functions: ['Finance oversight', 'Fundraising'] },
  { title: 'Chief Technology Officer', oversees: ['product_engineering'], functions: ['Technology strategy', 'Security & compliance'] },
  { title: 'Chief Commercial Officer', oversees: ['sales', 'marketing'], functions: ['Commercial strategy', 'Pricing'] },
];

const ROLE_TITLES: Record<Exclude<DepartmentId, 'executive'>, { head: string; lead: string; member: string }> = {
  product_engineering: { head: 'Head of Product & Engineering', lead: 'Engineering Team Lead', member: 'Software Engineer' },
  sales: { head: 'Head of Sales', lead: 'Sales Team Lead', member: 'Account Executive' },
  customer_success: { head: 'Head of Customer Success', lead: 'Customer Success Team Lead', member: 'Customer Success Manager' },
  marketing: { head: 'Head of Marketing', lead: 'Marketing Team Lead', member: 'Marketing Manager' },
  finance_admin: { head: 'Head of Finance & Administration', lead: 'Finance Team Lead', member: 'Finance & People Specialist' },
};

export interface OrgEmployee {
  id: string;
  name: string;
  title: string;
  department: string;
  department_id: DepartmentId;
  level: number;
  manager_id: string | null;
  direct_reports: string[];
  functions: string[];
  revenue_contribution: number;
}

export interface OrgHierarchy {
  year: number;
  total_revenue: number;
  total_employees: number;
  employees: OrgEmployee[];
  departments: { id: DepartmentId; name: string; total_ftes: number; total_revenue_contribution: number; functions: string[] }[];
  org_metrics: {
    total_employees: number;
    /** Levels that hold at least one manager. */
    management_layers: number;
    /** Direct reports per manager, by the manager's name. */
    span_of_control: Record<string, number>;
    average_span_of_control: number;
    data_source: string;
  };
}

export function orgHierarchy(inputs: TomInputs): OrgHierarchy {
  const counts = departmentHeadcounts(inputs.ftes, inputs.salesReps);
  const present = DEPARTMENTS.filter((d) => counts[d.id] > 0);
  const attributionTotal = present.reduce((sum, d) => sum + d.revenueAttribution, 0);
  const perHead = (id: DepartmentId) => {
    const department = DEPARTMENTS.find((d) => d.id === id);
    const count = counts[id];
    return department && count > 0 && attributionTotal > 0 ? (inputs.totalRevenue * department.revenueAttribution) / attributionTotal / count : 0;
  };
  const titleOf = (id: DepartmentId) => DEPARTMENTS.find((d) => d.id === id)?.title ?? id;
  const functionsOf = (id: DepartmentId) => [...(DEPARTMENTS.find((d) => d.id === id)?.functions ?? [])];

  const employees: OrgEmployee[] = [];
  const add = (e: Omit<OrgEmployee, 'direct_reports' | 'department' | 'revenue_contribution'>): OrgEmployee => {
    const employee: OrgEmployee = { ...e, department: titleOf(e.department_id), direct_reports: [], revenue_contribution: perHead(e.department_id) };
    employees.push(employee);
    if (e.manager_id) employees.find((m) => m.id === e.manager_id)?.direct_reports.push(employee.id);
    return employee;
  };

  const ceo = add({ id: 'exec-1', name: 'Chief Executive Officer', title: 'Chief Executive Officer', department_id: 'executive', level: 1, manager_id: null, functions: functionsOf('executive') });
  const overseer = new Map<DepartmentId, OrgEmployee>();
  EXECUTIVES.slice(0, Math.max(0, counts.executive - 1)).forEach((exec, i) => {
    const employee = add({ id: `exec-${i + 2}`, name: exec.title, title: exec.title, department_id: 'executive', level: 2, manager_id: ceo.id, functions: [...exec.functions] });
    for (const department of exec.oversees) overseer.set(department, employee);
  });
  for (let i = EXECUTIVES.length + 1; i < counts.executive; i += 1) {
    add({ id: `exec-${i + 1}`, name: `Executive Advisor ${i - EXECUTIVES.length}`, title: 'Executive Advisor', department_id: 'executive', level: 2, manager_id: ceo.id, functions: ['Strategy & fundraising'] });
  }

  for (const department of DEPARTMENTS) {
    if (department.id === 'executive' || counts[department.id] === 0) continue;
    const titles = ROLE_TITLES[department.id];
    const boss = overseer.get(department.id) ?? ceo;
    const functions = functionsOf(department.id);
    const head = add({ id: `${department.id}-head`, name: titles.head, title: titles.head, department_id: department.id, level: boss.level + 1, manager_id: boss.id, functions: ['Department leadership', ...functions] });
    const members = counts[department.id] - 1;
    const teams = members > MAX_DIRECT_REPORTS ? Math.ceil(members / (MAX_DIRECT_REPORTS + 1)) : 0;
    const leads = Array.from({ length: teams }, (_, t) => add({
      id: `${department.id}-lead-${t + 1}`, name: `${titles.lead} ${t + 1}`, title: titles.lead, department_id: department.id,
      level: head.level + 1, manager_id: head.id, functions: ['Team leadership', functions[t % functions.length] ?? ''],
    }));
    for (let m = 0; m < members - teams; m += 1) {
      const manager = leads.length > 0 ? (leads[m % leads.length] as OrgEmployee) : head;
      add({
        id: `${department.id}-${m + 1}`, name: `${titles.member} ${m + 1}`, title: titles.member, department_id: department.id,
        level: manager.level + 1, manager_id: manager.id, functions: [functions[m % functions.length] ?? ''],
      });
    }
  }

  const managers = employees.filter((e) => e.direct_reports.length > 0);
  const span = Object.fromEntries(managers.map((m) => [m.name, m.direct_reports.length]));
  const reports = managers.reduce((sum, m) => sum + m.direct_reports.length, 0);
  return {
    year: inputs.year,
    total_revenue: inputs.totalRevenue,
    total_employees: employees.length,
    employees,
    departments: DEPARTMENTS.map((d) => ({
      id: d.id, name: d.title, total_ftes: counts[d.id], total_revenue_contribution: perHead(d.id) * counts[d.id], functions: [...d.functions],
    })),
    org_metrics: {
      total_employees: employees.length,
      management_layers: new Set(managers.map((m) => m.level)).size,
      span_of_control: span,
      average_span_of_control: managers.length > 0 ? reports / managers.length : 0,
      data_source: inputs.dataSource,
    },
  };
}
