import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createModelSession } from '../../../engine/session/session.ts';
import { BUILT_IN_SCENARIOS } from '../../../engine/scenarios.ts';
import type { KpiStatus } from '../../../engine/model/types.ts';
import { baselineActuals, ROOT } from '../../helpers/fixtures.ts';

type ScenarioKey = 'baseline' | 'low_case' | 'high_case';
interface TableRow { kpi: string; label: string; low_case: { value: number; status: KpiStatus }; high_case: { value: number; status: KpiStatus }; baseline: { value: number; status: KpiStatus } }
const table = JSON.parse(fs.readFileSync(path.join(ROOT, 'fixtures/kpi-table-2026.json'), 'utf8')) as { rows: TableRow[] };

// Part 1 §9 narratives: revenue 2026 and 2030 per scenario.
const REVENUE: Record<ScenarioKey, [number, number]> = {
  baseline: [4_900_000, 50_000_000],
  low_case: [2_800_000, 30_000_000],
  high_case: [5_800_000, 100_000_000],
};
/**
 * Equity raised from the 2025 round on: the round itself (baseline data, the same for every case)
 * plus the case's later rounds. The specification's High Case €1.8M cannot be: €2.0M came in
 * November 2025 whatever the case (docs/model.md "Scenario stories").
 */
const INJECTION: Record<ScenarioKey, number> = { baseline: 2_000_000, low_case: 3_500_000, high_case: 2_000_000 };

/**
 * Statuses of the specification's table that cannot hold without an incoherent driver or with the
 * standard definitions (docs/model.md "Seed values against ours"): Low Case's critical burn and
 * runway need more spending than Baseline while it hires fewer people (and net burn is what cash
 * loses, far below gross spend); its gross margin, with hosting as a cost of revenue, falls below
 * the warning band on its small revenue. Each entry is our status instead of the table's.
 */
const DOCUMENTED_DIFFERENCES: Partial<Record<ScenarioKey, Record<string, KpiStatus>>> = {
  low_case: { gross_margin: 'critical', monthly_burn: 'good', cash_runway: 'good' },
};

describe('calibrated built-in scenarios', () => {
  const actuals = baselineActuals();
  const results = BUILT_IN_SCENARIOS.map((scenario) => {
    const session = createModelSession({ actuals, drivers: scenario.key_drivers });
    const years = session.years();
    const kpis = new Map(session.kpis(2026).map((k) => [k.id, k]));
    const values = session.driverValues();
    const injection = actuals.settings.capital_injection_amount + [1, 2, 3].reduce((sum, k) => sum + (values[`equity_round_${k}_amount`] ?? 0), 0);
    session.destroy();
    return { id: scenario.scenario_id as ScenarioKey, name: scenario.scenario_name, years, kpis, injection };
  });

  const lines = ['scenario     KPI                          seed          ours   seed status  our status'];
  for (const r of results) {
    lines.push(`${r.name.padEnd(12)} revenue 2026 ${String(REVENUE[r.id][0]).padStart(28)} ${Math.round(r.years[2026]?.total_revenue ?? 0).toString().padStart(10)}`);
    lines.push(`${r.name.padEnd(12)} revenue 2030 ${String(REVENUE[r.id][1]).padStart(28)} ${Math.round(r.years[2030]?.total_revenue ?? 0).toString().padStart(10)}`);
    for (const row of table.rows) {
      const ours = r.kpis.get(row.kpi);
      const shown = ours?.display ?? (ours?.value ?? NaN).toFixed(2);
      lines.push(`${r.name.padEnd(12)} ${row.label.padEnd(26)} ${String(row[r.id].value).padStart(8)} ${shown.padStart(13)}   ${row[r.id].status.padEnd(10)} ${ours?.status}`);
    }
  }
  console.log(`\nCalibration (2026 KPIs, part 1 §9)\n${lines.join('\n')}\n`);

  it.each(results.map((r) => [r.id, r] as const))('%s reaches its 2026 and 2030 revenue within ±2%', (id, result) => {
    const [r2026, r2030] = REVENUE[id];
    expect(Math.abs((result.years[2026]?.total_revenue ?? 0) / r2026 - 1)).toBeLessThanOrEqual(0.02);
    expect(Math.abs((result.years[2030]?.total_revenue ?? 0) / r2030 - 1)).toBeLessThanOrEqual(0.02);
    expect(result.injection).toBe(INJECTION[id]);
  });

  it.each(results.map((r) => [r.id, r] as const))('%s has the KPI statuses of the specification\'s table, but for the documented differences', (id, result) => {
    const documented = DOCUMENTED_DIFFERENCES[id] ?? {};
    const mismatches = table.rows
      .filter((row) => result.kpis.get(row.kpi)?.status !== (documented[row.kpi] ?? row[id].status))
      .map((row) => `${row.kpi}: want ${documented[row.kpi] ?? row[id].status}, got ${result.kpis.get(row.kpi)?.status} (${result.kpis.get(row.kpi)?.value})`);
    expect(mismatches).toEqual([]);
  });

  it('docs/model.md shows every documented difference with our status in its seed table', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/model.md'), 'utf8');
    const seedTable = page.slice(page.indexOf('### Seed values against ours'), page.indexOf('## Cockpit and dashboard figures'));
    for (const [id, differences] of Object.entries(DOCUMENTED_DIFFERENCES)) {
      for (const [kpi, status] of Object.entries(differences)) {
        const label = (table.rows.find((row) => row.kpi === kpi)?.label ?? kpi).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(seedTable, `${id} ${kpi}`).toMatch(new RegExp(`\\| ${label} \\|[^\\n]*\\(${status}\\)`));
      }
    }
  });
});
