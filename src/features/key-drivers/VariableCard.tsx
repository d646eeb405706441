import { memo, useCallback } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { DriverDef } from '../../../engine/model/types.ts';
import { formatByUnit, formatMonthKey } from '../../../engine/format/number.ts';
import { setDriverDraft } from '../../state/drafts.ts';
import { pendingDriverValuesAtom, realTimeAtom } from './realTime.ts';
import { useDriverValue } from './driverValue.ts';
import { impactTone } from './texts.ts';

/** Part 2 §2: a slider's step is one hundredth of the driver's range. */
export function sliderStep(driver: DriverDef): number {
  return (driver.max - driver.min) / 100;
}

function monthInputValue(value: number | null): string {
  return value === null ? '' : formatMonthKey(value);
}

/**
 * Part 2 §2 variable card: name, source badge, impact dot, value by unit, a slider bounded by
 * min and max (a month picker for month drivers), business logic and description.
 */
export const VariableCard = memo(function VariableCard({ driver, linked = false }: { driver: DriverDef; linked?: boolean }) {
  const { value, pending, drafted } = useDriverValue(driver.id);
  const realTime = useAtomValue(realTimeAtom);
  const setPending = useSetAtom(pendingDriverValuesAtom);
  const store = useStore();
  const change = useCallback((next: number) => {
    if (!Number.isFinite(next)) return;
    if (realTime) setDriverDraft(driver.id, next);
    else setPending({ ...store.get(pendingDriverValuesAtom), [driver.id]: next });
  }, [driver.id, realTime, setPending, store]);
  const tone = impactTone(driver.impact_level);
  const inputId = `driver-${driver.id}`;
  return (
    <article
      className={`card kd-variable${pending ? ' kd-variable-pending' : ''}${linked ? ' kd-variable-linked' : ''}`}
      data-driver={driver.id}
      aria-current={linked ? 'true' : undefined}
    >
      <header className="kd-variable-head">
        <span className={`kd-impact-dot kd-impact-${tone}`} role="img" title={`${driver.impact_level} impact`} aria-label={`${driver.impact_level} impact`} />
        <label className="kd-variable-name" htmlFor={inputId}>{driver.name}</label>
        <span className="badge badge-neutral kd-source">{driver.source}</span>
      </header>
      <div className="kd-variable-value tabular" data-testid={`value-${driver.id}`}>
        {formatByUnit(value, driver.unit)}
        {drafted ? <span className="kd-draft-mark" title="Unsaved draft">draft</span> : null}
        {pending ? <span className="kd-draft-mark kd-pending-mark" title="Not yet calculated">pending</span> : null}
      </div>
      {driver.editable && driver.unit === 'month' ? (
        <input
          id={inputId}
          type="month"
          className="kd-month"
          min={formatMonthKey(driver.min)}
          max={formatMonthKey(driver.max)}
          value={monthInputValue(value)}
          onChange={(event) => change(Number(event.target.value.replace('-', '')))}
        />
      ) : driver.editable ? (
        <div className="kd-slider">
          <input
            id={inputId}
            type="range"
            min={driver.min}
            max={driver.max}
            step={sliderStep(driver)}
            value={value ?? driver.min}
            aria-valuetext={formatByUnit(value, driver.unit)}
            onChange={(event) => change(event.target.valueAsNumber)}
          />
          <div className="kd-slider-bounds muted tabular">
            <span>{formatByUnit(driver.min, driver.unit)}</span>
            <span>{formatByUnit(driver.max, driver.unit)}</span>
          </div>
        </div>
      ) : null}
      <p className="kd-logic">{driver.business_logic}</p>
      <p className="kd-description muted">{driver.description}</p>
    </article>
  );
});
