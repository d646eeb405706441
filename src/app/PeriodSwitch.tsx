import { useAtom } from 'jotai';
import { PERIODS, periodAtom } from '../state/period.ts';

/** Part 1 §2: yearly/quarterly/monthly, shown on the forecast P&L only; the choice is shared state. */
export function PeriodSwitch() {
  const [period, setPeriod] = useAtom(periodAtom);
  return (
    <div className="segmented" role="radiogroup" aria-label="Period">
      {PERIODS.map((item) => (
        <button
          key={item.key}
          type="button"
          role="radio"
          aria-checked={period === item.key}
          className={`segmented-item${period === item.key ? ' segmented-item-active' : ''}`}
          onClick={() => setPeriod(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
