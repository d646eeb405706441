import { useId } from 'react';
import { MULTIPLIER_BOUNDS, MULTIPLIER_STEP, type Multipliers } from '../../../engine/analysis/valuation.ts';
import { VALUATION_TEXT as TEXT } from './texts.ts';
import { formatMultiple } from '../../../engine/format/number.ts';

function MultiplierSlider({ label, value, bounds, onChange }: { label: string; value: number; bounds: { min: number; max: number }; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="multiplier">
      <label htmlFor={id} className="multiplier-label">
        <span>{label}</span>
        <strong className="tabular" data-testid={`${label}-value`}>{formatMultiple(value)}</strong>
      </label>
      <input
        id={id}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={MULTIPLIER_STEP}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="multiplier-bounds muted"><span>{formatMultiple(bounds.min)}</span><span>{formatMultiple(bounds.max)}</span></div>
    </div>
  );
}

/** Part 2 §5 valuation sliders: ARR 4–15, transaction 1–8, both in steps of 0.5. */
export function MultiplierControls({ value, onChange }: { value: Multipliers; onChange: (next: Multipliers) => void }) {
  return (
    <section className="card multiplier-panel" aria-label={TEXT.multipliers}>
      <h2 className="card-title">{TEXT.multipliers}</h2>
      <div className="multiplier-grid">
        <MultiplierSlider label={TEXT.arrMultiplier} value={value.arr} bounds={MULTIPLIER_BOUNDS.arr} onChange={(arr) => onChange({ ...value, arr })} />
        <MultiplierSlider label={TEXT.transactionMultiplier} value={value.transaction} bounds={MULTIPLIER_BOUNDS.transaction} onChange={(transaction) => onChange({ ...value, transaction })} />
      </div>
    </section>
  );
}
