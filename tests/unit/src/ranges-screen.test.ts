import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { createRangesRun } from '../../../engine/analysis/ranges/run.ts';
import { rangesSpread } from '../../../engine/analysis/ranges/readout.ts';
import { driverRangeProblem } from '../../../engine/analysis/ranges/driverRanges.ts';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { bandSeries, bandTooltip } from '../../../src/ui/chart/bandSeries.ts';
import { binEdge, binOf, fanOption, fanSummary, histogramSummary, spreadSummary } from '../../../src/features/ranges/rangesCharts.ts';
import { parseDraws, parseSeed } from '../../../src/features/ranges/runInputs.ts';
import { boundText, editorGroups, rangeProblemText } from '../../../src/features/ranges/editorRows.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const run = createRangesRun(analysisModel(baselineActuals()), { drivers: effectiveDrivers(baselineActuals()), draws: 300, seed: 21 });
run.step(300);
const result = run.result();

describe('a band between two lines (the P10–P90 fan, the cockpit\'s band)', () => {
  const band = { name: 'P10–P90', lower: [-5, 1, null], upper: [-1, 4, 3], color: '#123456' };

  it('stacks the band\'s height on an invisible base whatever the signs, and leaves gaps where a bound is missing', () => {
    const [base, height] = bandSeries(band);
    expect(base).toMatchObject({ data: [-5, 1, null], stack: 'band:P10–P90', stackStrategy: 'all', lineStyle: { opacity: 0 } });
    expect(height).toMatchObject({ name: 'P10–P90', data: [4, 3, null], stack: 'band:P10–P90', stackStrategy: 'all', areaStyle: { color: '#123456' } });
  });

  it('reads in the tooltip as "lower – upper", without its base, and escapes names', () => {
    const [base] = bandSeries(band);
    const html = bandTooltip([
      { seriesId: String(base?.id), seriesName: String(base?.name), value: -5, dataIndex: 0, axisValueLabel: '2026' },
      { seriesId: 'band:P10–P90', seriesName: 'P10–P90', value: 4, dataIndex: 0, marker: '•' },
      { seriesName: '<b>Mine</b>', value: 2, dataIndex: 0 },
    ], [band], (value) => `€${value}`);
    expect(html).toBe('2026<br/>•P10–P90: <strong>€-5 – €-1</strong><br/>&#60;b&#62;Mine&#60;/b&#62;: <strong>€2</strong>');
  });
});

describe('the Forecast Ranges charts and their text alternatives', () => {
  it('draws the fan as the band, the median and the dashed plan, and says every year\'s numbers', () => {
    const option = fanOption(result.fans.yearly, 'total_revenue', 'yearly') as { series: { name: string; data: unknown[] }[] };
    expect(option.series.map((s) => s.name)).toEqual(['band-base:P10–P90', 'P10–P90', 'P50', 'Plan']);
    expect(option.series[2]?.data).toEqual(result.fans.yearly.lines.total_revenue.p50);
    const text = fanSummary(result.fans.yearly, 'total_revenue', 'yearly');
    expect(text).toMatch(/^Total revenue \(simulated\), P10–P90 band around the median and the plan, by year\. 2026: P10 €/);
    expect(text.match(/20\d\d: P10/g)).toHaveLength(5);
    // Months are told by their Decembers, the numbers the fan draws there.
    const monthly = fanSummary(result.fans.monthly, 'closing_cash', 'monthly');
    expect(monthly.match(/20\d\d-12: P10/g)).toHaveLength(5);
    expect(monthly).toContain('month by month 2026-01 to 2030-12');
  });

  it('finds the bin of a value (the last bin holds its upper edge) and tells a histogram in words', () => {
    const bins = [{ from: 0, to: 1, count: 2 }, { from: 1, to: 2, count: 5 }, { from: 2, to: 3, count: 1 }];
    expect([binOf(bins, 0), binOf(bins, 1), binOf(bins, 2.5), binOf(bins, 3), binOf(bins, 3.1), binOf(bins, -1)]).toEqual([0, 1, 2, 2, -1, -1]);
    expect(histogramSummary('Total revenue 2030', bins, { value: 2, label: 'Target' }))
      .toBe('Total revenue 2030 (simulated), 8 draws in 3 bins from €0 to €3; most draws (5) between €1 – €2; Target €2.');
    expect(histogramSummary('Cash', [{ from: 0, to: 1, count: 12_000 }], null)).toContain('12,000 draws');
    const revenue = histogramSummary('Total revenue 2030', result.histograms.revenue_2030, null);
    // Round bins from the draws' spread: here €2.5M wide, edges on multiples of it (the €50M target is one of them).
    expect(result.histograms.revenue_2030.length).toBeGreaterThanOrEqual(10);
    expect(result.histograms.revenue_2030.length).toBeLessThanOrEqual(40);
    expect(revenue).toMatch(/^Total revenue 2030 \(simulated\), 300 draws in \d+ bins from €\d+\.[05]M to €\d+\.[05]M;/);
    // Edges of narrow bins keep the decimals that tell them apart.
    expect([binEdge(1_845_300, 5_000), binEdge(1_850_300, 5_000), binEdge(46_400_000, 500_000), binEdge(-2_512_000, 20_000)])
      .toEqual(['€1.845M', '€1.850M', '€46.4M', '−€2.51M']);
  });

  it('tells the drivers of the spread with their share and the direction of their rank correlation', () => {
    const rows = rangesSpread(result, 2);
    const text = spreadSummary(rows);
    expect(text).toContain(`${rows[0]?.name} `);
    expect(text).toMatch(/ρ [+−]\d\.\d\d, higher value, (more|less) revenue/);
    expect(spreadSummary([{ driver: 'logo_churn_rate', name: 'Logo Churn Rate', share: 0.25, rankCorrelation: -0.4 }]))
      .toBe('Share of the spread of 2030 revenue: Logo Churn Rate 25.0% (ρ −0.40, higher value, less revenue).');
  });
});

describe('the run controls\' fields', () => {
  it('take whole numbers, plain or grouped in thousands, within their ranges, and refuse the rest', () => {
    expect(['1', '2000', '2.000', '10,000', '100.000', ' 500 '].map(parseDraws)).toEqual([1, 2000, 2000, 10000, 100000, 500]);
    expect(['0', '100001', '1.5', '2.00', '-3', '', 'abc', '1e3', '10.00.0'].map(parseDraws)).toEqual(Array(9).fill(null));
    expect(['0', '4294967295', '4.294.967.295'].map(parseSeed)).toEqual([0, 4294967295, 4294967295]);
    expect(['4294967296', '-1', '3.5'].map(parseSeed)).toEqual([null, null, null]);
  });

  it('read back every whole number of draws they accept, written either way', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), (draws) => {
      expect(parseDraws(String(draws))).toBe(draws);
      expect(parseDraws(draws.toLocaleString('de-DE'))).toBe(draws);
      expect(parseDraws(draws.toLocaleString('en-US'))).toBe(draws);
    }), propertyBudget({ numRuns: 300 }));
  });
});

describe('the ranges editor', () => {
  it('lists by category the drivers that vary by default, and a fixed one only when it has a range of its own', () => {
    const groups = editorGroups(new Set());
    expect(groups.map((g) => g.name)).toEqual(['Medical Business', 'Transport Business', 'Revenue Model', 'Cost Intelligence', 'Finance & Tax']);
    const ids = groups.flatMap((g) => g.drivers.map((d) => d.id));
    expect(ids).toContain('logo_churn_rate');
    expect(ids).not.toContain('beds_per_inpatient_client');
    expect(ids).not.toContain('target_revenue_2030');
    expect(editorGroups(new Set(['beds_per_inpatient_client'])).flatMap((g) => g.drivers.map((d) => d.id))).toContain('beds_per_inpatient_client');
  });

  it('shows bounds without float noise and words a refused range by the driver\'s name', () => {
    expect([boundText(3.2 * 0.75), boundText(46304), boundText(0.1 + 0.2)]).toEqual(['2.4', '46304', '0.3']);
    const churn = DRIVER_BY_ID.get('logo_churn_rate');
    if (!churn) throw new Error('no churn driver');
    const problem = (low: number, high: number) => {
      const found = driverRangeProblem('logo_churn_rate', { low, high, distribution: 'triangular' }, 3.2);
      if (!found) throw new Error('not refused');
      return rangeProblemText(found, churn, 3.2);
    };
    expect(problem(1, 50)).toBe('Logo Churn Rate: the range must lie between 0.0%/year and 40.0%/year');
    expect(problem(4, 6)).toBe('Logo Churn Rate: low must be at most and high at least the likely value 3.2%/year');
    expect(problem(Number.NaN, 6)).toBe('Logo Churn Rate: low and high must be numbers');
  });
});
