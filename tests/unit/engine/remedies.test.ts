import { describe, expect, it } from 'vitest';
import { referencesOf } from '../../../engine/formula/translate.ts';
import { ANNUAL_EXTRAS } from '../../../engine/model/annual.ts';
import { DERIVED } from '../../../engine/model/derived.ts';
import { DRIVERS } from '../../../engine/model/drivers.ts';
import { KPIS } from '../../../engine/model/kpis.ts';
import { LINES } from '../../../engine/model/lines.ts';
import { OKR_OBJECTIVES } from '../../../engine/session/okrs.ts';
import { PLAN_INPUT_DRIVERS, planRowIds } from '../../../engine/headcount/planRows.ts';
import { DEFAULT_DEPARTMENTS } from '../../../engine/headcount/plan.ts';

/**
 * Every KPI has a benchmark, so every KPI can be warning or critical, and so can every OKR. Each
 * then needs a real remedy: an action a CEO could take that names (by its Key Drivers name) a
 * driver which actually moves the figure, different for warning and critical, and not shared.
 */

const GENERIC = /no remedy|not defined|review (its|the) drivers|\btbd\b|\btodo\b|lorem/i;
const MIN_WORDS = 12;

const dependencies = new Map<string, string[]>();
for (const line of LINES) dependencies.set(line.id, [...referencesOf(line.formula), ...(line.opening ? referencesOf(line.opening) : [])].map((ref) => ref.id));
for (const derived of DERIVED) dependencies.set(derived.id, referencesOf(derived.formula).map((ref) => ref.id));
for (const extra of ANNUAL_EXTRAS) dependencies.set(extra.id, referencesOf(extra.formula).map((ref) => ref.id));
for (const row of planRowIds(DEFAULT_DEPARTMENTS)) dependencies.set(row, [...PLAN_INPUT_DRIVERS]);

/** The drivers a formula reaches through lines, derived values, annual lines and the headcount plan's rows. */
function driversReaching(formula: string): Set<string> {
  const seen = new Set<string>();
  const stack = referencesOf(formula).map((ref) => ref.id);
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(dependencies.get(name) ?? []));
  }
  return new Set(DRIVERS.filter((driver) => seen.has(driver.id)).map((driver) => driver.id));
}

/** A driver's name as prose uses it: "Brand Marketing (fixed)" is named "Brand Marketing". */
const spokenName = (name: string) => name.replace(/\s*\([^)]*\)\s*$/, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function driversNamedIn(text: string, reachable: ReadonlySet<string>): string[] {
  return DRIVERS.filter((driver) => reachable.has(driver.id) && new RegExp(`(^|[^\\w])${escape(spokenName(driver.name))}($|[^\\w])`, 'i').test(text))
    .map((driver) => driver.name);
}

interface Subject { what: string; formula: string; remedy: { warning: string; critical: string } | undefined }

const subjects: Subject[] = [
  ...KPIS.map((kpi) => ({ what: `KPI ${kpi.id}`, formula: kpi.formula, remedy: kpi.remedy })),
  ...OKR_OBJECTIVES.map((okr) => ({ what: `OKR ${okr.id}`, formula: `${okr.line} + ${okr.target}`, remedy: okr.remedy })),
];

function problemsOf(subject: Subject): string[] {
  if (!subject.remedy) return [`${subject.what}: no remedy`];
  const problems: string[] = [];
  const reachable = driversReaching(subject.formula);
  for (const status of ['warning', 'critical'] as const) {
    const text = subject.remedy[status];
    if (GENERIC.test(text)) problems.push(`${subject.what} ${status}: generic text "${text}"`);
    if (text.split(/\s+/).length < MIN_WORDS) problems.push(`${subject.what} ${status}: fewer than ${MIN_WORDS} words`);
    if (driversNamedIn(text, reachable).length === 0) problems.push(`${subject.what} ${status}: names no Key Driver that moves it`);
  }
  if (subject.remedy.warning === subject.remedy.critical) problems.push(`${subject.what}: the same text for warning and critical`);
  return problems;
}

describe('remedies of KPIs and OKRs', () => {
  it('covers every KPI and OKR with a warning and a critical remedy that names a driver moving it', () => {
    expect(KPIS.every((kpi) => kpi.benchmark !== undefined)).toBe(true);
    expect(subjects.flatMap(problemsOf)).toEqual([]);
  });

  it('gives each KPI and OKR its own words', () => {
    const texts = subjects.flatMap((subject) => (subject.remedy ? [subject.remedy.warning, subject.remedy.critical] : []));
    const repeated = texts.filter((text, i) => texts.indexOf(text) !== i);
    expect(repeated).toEqual([]);
  });

  it('finds a driver only where the model lets it move the figure', () => {
    // The check above is only as good as this: churn moves NRR, the FTE plan does not.
    const nrr = driversReaching(KPIS.find((kpi) => kpi.id === 'nrr')?.formula ?? '');
    expect(driversNamedIn('cut the Logo Churn Rate', nrr)).toEqual(['Logo Churn Rate']);
    expect(driversNamedIn('hold the FTE Plan 2026', nrr)).toEqual([]);
  });
});
