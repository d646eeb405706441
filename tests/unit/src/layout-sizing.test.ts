import { describe, expect, it } from 'vitest';
import { pinnedColumnWidth } from '../../../src/ui/pinnedColumn.ts';
import { withLayoutDefaults } from '../../../src/ui/chart/layoutDefaults.ts';

describe('pinned first column of a grid', () => {
  it('keeps its full width where the grid has room, and before the grid is measured', () => {
    expect(pinnedColumnWidth(1100, 290)).toBe(290);
    expect(pinnedColumnWidth(0, 290)).toBe(290);
  });

  it('takes half of a phone-wide grid, never less than 140 px', () => {
    expect(pinnedColumnWidth(366, 290)).toBe(183);
    expect(pinnedColumnWidth(200, 290)).toBe(140);
  });
});

describe('chart defaults for narrow boxes', () => {
  it('keeps the legend on one line, compact below 480 px, and the chart’s own legend settings win', () => {
    expect(withLayoutDefaults({ legend: { top: 0 } }, 334).legend).toEqual({ type: 'scroll', itemWidth: 16, itemGap: 8, textStyle: { fontSize: 11 }, top: 0 });
    expect(withLayoutDefaults({ legend: { top: 0 } }, 900).legend).toEqual({ type: 'scroll', top: 0 });
    expect(withLayoutDefaults({ legend: { type: 'plain' } }, 334).legend).toMatchObject({ type: 'plain' });
    expect(withLayoutDefaults({}, 334).legend).toBeUndefined();
  });

  it('leaves out overlapping x-axis labels unless the chart asks for every label', () => {
    expect(withLayoutDefaults({ xAxis: { type: 'category', axisLabel: { interval: 11 } } }, 334).xAxis)
      .toEqual({ type: 'category', axisLabel: { hideOverlap: true, interval: 11 } });
    expect(withLayoutDefaults({ xAxis: [{ type: 'value' }] }, 334).xAxis).toEqual([{ type: 'value', axisLabel: { hideOverlap: true } }]);
    const everyLabel = { type: 'category', axisLabel: { interval: 0, width: 60 } };
    expect(withLayoutDefaults({ xAxis: everyLabel }, 334).xAxis).toEqual(everyLabel);
  });
});
