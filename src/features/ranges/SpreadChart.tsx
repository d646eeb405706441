import { rangesSpread } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import EChart from '../../ui/chart/EChart.tsx';
import { spreadOption, spreadSummary } from './rangesCharts.ts';
import { RANGES_TEXT } from './texts.ts';

/** Drivers shown in the tornado: the rest share what little spread is left. */
const SHOWN = 12;

/** The drivers that make the spread of 2030 revenue: each one's share and the sign of its rank correlation. */
export default function SpreadChart({ result }: { result: RangesResult }) {
  const rows = rangesSpread(result, SHOWN);
  return (
    <>
      <p className="muted">{RANGES_TEXT.spread.shown(rows.length, result.drivers_of_spread.length)}</p>
      <EChart option={(width) => spreadOption(rows, width)} height={rows.length * 30 + 60} label={spreadSummary(rows)} />
    </>
  );
}
