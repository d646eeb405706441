import { useState } from 'react';
import { FAN_LINES } from '../../../engine/analysis/ranges/rangeFigures.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import EChart from '../../ui/chart/EChart.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { fanOption, fanSummary, type FanMode } from './rangesCharts.ts';
import { RANGES_TEXT } from './texts.ts';

const TEXT = RANGES_TEXT.fans;
const MODES: readonly FanMode[] = ['yearly', 'monthly'];

/** Revenue, EBITDA and cash as fans, year by year or month by month. */
export default function FanCharts({ result }: { result: RangesResult }) {
  const [mode, setMode] = useState<FanMode>('yearly');
  const fan = result.fans[mode];
  return (
    <>
      <Tabs items={MODES.map((key) => ({ key, label: TEXT.modes[key] }))} selected={mode} onSelect={setMode} label={TEXT.modesLabel} />
      <div className="ranges-fans">
        {FAN_LINES.map((line) => (
          <figure key={line} className="ranges-fan" data-line={line}>
            <figcaption className="ranges-chart-title">{TEXT.lines[line]}</figcaption>
            <EChart option={fanOption(fan, line, mode)} height={260} label={fanSummary(fan, line, mode)} />
          </figure>
        ))}
      </div>
    </>
  );
}
