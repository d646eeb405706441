import { useAtom } from 'jotai';
import { PERIODS, periodAtom } from '../state/period.ts';
import { Segmented } from '../ui/Segmented.tsx';

/** Part 1 §2: yearly/quarterly/monthly, shown on the forecast statements only; the choice is shared state. */
export function PeriodSwitch() {
  const [period, setPeriod] = useAtom(periodAtom);
  return <Segmented label="Period" options={PERIODS} value={period} onChange={setPeriod} />;
}
