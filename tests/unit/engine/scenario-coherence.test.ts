import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRIVERS } from '../../../engine/model/drivers.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { scenarioOrderingViolations, storyLevers } from '../../../engine/scenarioStories.ts';
import { ROOT } from '../../helpers/fixtures.ts';

const PEOPLE_UNITS = new Set(['reps', 'FTE']);

describe('the built-in scenarios tell coherent stories', () => {
  it('every driver of the catalog declares its favourable direction; neutral ones say why', () => {
    const missing = DRIVERS.filter((d) => !d.direction || (d.direction.favourable === 'neutral' && !d.direction.note?.trim()));
    expect(missing.map((d) => d.id)).toEqual([]);
  });

  it('counts of people are whole numbers in the catalog and in every built-in scenario', () => {
    const notWhole = DRIVERS.filter((d) => PEOPLE_UNITS.has(d.unit) && !d.whole).map((d) => d.id);
    expect(notWhole).toEqual([]);
    const fractional: string[] = [];
    for (const id of ['baseline', 'low_case', 'high_case']) {
      const values = { ...Object.fromEntries(DRIVERS.map((d) => [d.id, d.baseline])), ...builtInScenario(id)?.key_drivers };
      for (const d of DRIVERS.filter((x) => x.whole)) {
        if (!Number.isInteger(values[d.id])) fractional.push(`${id}.${d.id}=${values[d.id]}`);
      }
    }
    expect(fractional).toEqual([]);
  });

  it('Low Case ≤ Baseline ≤ High Case for every driver with a direction', () => {
    const violations = scenarioOrderingViolations();
    expect(violations.map((v) => `${v.driver}: low ${v.low}, baseline ${v.baseline}, high ${v.high} (${v.favourable} is better)`)).toEqual([]);
  });

  it('docs/model.md tells each built-in scenario\'s story, naming every lever it moves', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/model.md'), 'utf8');
    for (const id of ['low_case', 'high_case']) {
      const scenario = builtInScenario(id);
      const heading = `### ${scenario?.scenario_name}`;
      const start = page.indexOf(heading);
      expect(start, `docs/model.md needs a section "${heading}"`).toBeGreaterThan(-1);
      const section = page.slice(start, page.indexOf('\n### ', start + heading.length));
      const unnamed = storyLevers(id).filter((lever) => !section.includes(`\`${lever.driver}\``)).map((l) => l.driver);
      expect(unnamed, `levers of ${id} missing from its story`).toEqual([]);
    }
  });
});
