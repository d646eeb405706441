import { useState } from 'react';
import { FAN_LINES } from '../../../engine/analysis/ranges/rangeFigures.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import EChart from '../../ui/chart/EChart.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { fanOption, fanSummary, type FanMode } from './rangesCharts.ts';
import { useTranslation } from '../../i18n/index.ts';
const MODES: readonly FanMode[] = ['yearly', 'monthly'];

/** Revenue, EBITDA and cash as fans, year by year or month by month. */
export default function FanCharts({ result }: { result: RangesResult }) {
  const { t } = useTranslation('ranges');
  const [mode, setMode] = useState<FanMode>('yearly');
  const fan = result.fans[mode];
  return (
    <>
      <Tabs items={MODES.map((key) => ({ key, label: t(`fans.modes.${key}`) }))} selected={mode} onSelect={setMode} label={t('fans.modesLabel')} />
      <div className="ranges-fans">
        {FAN_LINES.map((line) => (
          <figure key={line} className="ranges-fan" data-line={line}>
            <figcaption className="ranges-chart-title">{t(`figures.${line}`)}</figcaption>
            <EChart option={fanOption(fan, line, mode)} height={260} label={fanSummary(fan, line, mode)} />
          </figure>
        ))}
      </div>
    </>
  );
}
