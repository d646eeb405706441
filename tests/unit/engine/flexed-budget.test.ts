import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLEX_RULES, flexRates } from '../../../engine/analysis/flexedBudget.ts';
import { CLOSED_MONTH_LINES } from '../../../engine/actuals/closedMonths.ts';
import { evaluateFormula } from '../../../engine/formula/evaluate.ts';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { LINE_BY_ID, LINES } from '../../../engine/model/lines.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

/**
 * The flexed budget's rules (issue 25): each flexes a cost line of the statement with volumes a
 * closed month holds, in which the line's formula is linear, and its rates are the formula's own.
 */

const drivers = effectiveDrivers(baselineActuals(), {});

/** A line's formula at the Baseline drivers with some lines set and every other line at 0. */
function lineAt(line: string, lines: Record<string, number>): number {
  return evaluateFormula(LINE_BY_ID.get(line)?.formula ?? '', (ref) => (DRIVER_BY_ID.has(ref.id) ? drivers[ref.id] as number : lines[ref.id] ?? 0));
}

describe('flexed budget rules', () => {
  it('flex cost lines of the statement with volumes whose actuals a closed month holds or sums', () => {
    const closedOrTotals = new Set([...CLOSED_MONTH_LINES, 'rides', 'medical_clients', 'total_revenue']);
    for (const rule of FLEX_RULES) {
      expect(['cogs', 'opex'], rule.line).toContain(LINE_BY_ID.get(rule.line)?.section);
      for (const volume of rule.volumes) {
        expect(closedOrTotals.has(volume), `${rule.line} flexes with ${volume}`).toBe(true);
        expect(LINE_BY_ID.get(rule.line)?.formula, rule.line).toMatch(new RegExp(`\\b${volume}\\b`));
      }
    }
  });

  it('each line is linear in its volumes, whatever the other lines it reads, so a rate per unit is the whole story', () => {
    for (const rule of FLEX_RULES) {
      for (const volume of rule.volumes) {
        const rate = lineAt(rule.line, { [volume]: 1 }) - lineAt(rule.line, {});
        expect(rate, `${rule.line} per ${volume}`).toBeGreaterThan(0);
        expect(lineAt(rule.line, { [volume]: 3 }) - lineAt(rule.line, { [volume]: 2 })).toBeCloseTo(rate, 9);
        for (const other of LINES.map((l) => l.id).filter((id) => id !== volume)) {
          expect(lineAt(rule.line, { [volume]: 1, [other]: 1 }) - lineAt(rule.line, { [other]: 1 }), `${rule.line} per ${volume} with ${other}`).toBeCloseTo(rate, 9);
        }
      }
    }
  });

  it('reads the rates from the plan\'s drivers: cost of goods sold per ride and per client, the bonus per gated ride', () => {
    const rates = flexRates({ ...drivers, cogs_per_ride: 0.42, customer_success_cost_per_client_month: 55, driver_bonus_gate_share: 50, driver_quality_bonus: 2 });
    expect(rates.cost_of_goods_sold?.rides).toBeCloseTo(0.42, 12);
    expect(rates.cost_of_goods_sold?.medical_clients).toBeCloseTo(55, 12);
    expect(rates.bonus_pool_tc?.medical_rides).toBeCloseTo(1, 12);
    expect(rates.hosting_licenses?.rides).toBeCloseTo(drivers.hosting_cost_per_ride as number, 12);
  });
});

describe('flexed budget rules in docs/model.md', () => {
  it('lists every rule with its line, its volumes and its words', () => {
    const docs = fs.readFileSync(new URL('../../../docs/model.md', import.meta.url), 'utf8');
    for (const rule of FLEX_RULES) {
      const volumes = rule.volumes.map((volume) => `\`${volume}\``).join(', ');
      expect(docs, rule.line).toContain(`(\`${rule.line}\`) | ${volumes} | ${rule.rule} |`);
    }
  });
});
