import { describe, expect, it } from 'vitest';
import { scenarioColour } from '../../../engine/format/scenarioColours.ts';
import { scenarioLinesChart } from '../../../server/export/pdf/charts.ts';
import { numberFormatter } from '../../../engine/format/number.ts';

/** One scenario palette: the PDF's scenario comparison draws each scenario in the colour the cockpit gives it. */
describe('scenario colours in the exports', () => {
  it('draws High Case green, Baseline blue, Low Case amber and any other scenario violet, whatever their order', () => {
    const years = ['2026', '2027'];
    const svg = scenarioLinesChart(years, [
      { scenarioId: 'custom-1', name: 'Board plan', values: [1, 2] },
      { scenarioId: 'high_case', name: 'High Case', values: [2, 3] },
      { scenarioId: 'baseline', name: 'Baseline', values: [1, 2] },
      { scenarioId: 'low_case', name: 'Low Case', values: [0, 1] },
    ], 600, 300, numberFormatter('en'));
    const strokes = [...svg.matchAll(/stroke="(#[0-9a-f]{6})"/gi)].map((match) => match[1]?.toLowerCase());
    for (const id of ['custom-1', 'high_case', 'baseline', 'low_case']) expect(strokes).toContain(scenarioColour(id));
    expect([scenarioColour('baseline'), scenarioColour('high_case'), scenarioColour('low_case'), scenarioColour('sim-3')]).toEqual(['#1f5eff', '#15803d', '#d97706', '#7c3aed']);
  });
});
