import { describe, expect, it } from 'vitest';
import { benchmarkText, kpiStatus } from '../../../engine/session/status.ts';

describe('KPI status rule', () => {
  it('is good when the benchmark is met, warning within 10% of it, critical beyond', () => {
    const above = { kind: 'above', value: 110 } as const;
    expect([kpiStatus(110, above), kpiStatus(99, above), kpiStatus(98.9, above)]).toEqual(['good', 'warning', 'critical']);
    const below = { kind: 'below', value: 300 } as const;
    expect([kpiStatus(300, below), kpiStatus(330, below), kpiStatus(331, below)]).toEqual(['good', 'warning', 'critical']);
  });

  it('treats ranges by their nearer edge (gross margin 75–85%: 68 is a warning, as part 1 §9 says)', () => {
    const range = { kind: 'range', min: 75, max: 85 } as const;
    expect([kpiStatus(79, range), kpiStatus(68, range), kpiStatus(67, range), kpiStatus(93, range), kpiStatus(94, range)])
      .toEqual(['good', 'warning', 'critical', 'warning', 'critical']);
  });

  it('calls a missing value critical', () => {
    expect(kpiStatus(null, { kind: 'above', value: 1 })).toBe('critical');
  });

  it('writes a benchmark in the format of the figure beside it (issue 26: "below 2000 €" beside "€2,240")', () => {
    expect(benchmarkText({ kind: 'below', value: 2000 }, '€')).toBe('below €2,000');
    expect(benchmarkText({ kind: 'below', value: 300 }, 'k€')).toBe('below €300K');
    expect(benchmarkText({ kind: 'above', value: 110 }, '%')).toBe('above 110.0%');
    expect(benchmarkText({ kind: 'range', min: 75, max: 85 }, '%')).toBe('75.0%–85.0%');
    expect(benchmarkText({ kind: 'above', value: 3 }, 'x')).toBe('above 3.00×');
  });
});
