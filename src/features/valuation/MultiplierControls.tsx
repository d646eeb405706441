import { useId } from 'react';
import {
  EXIT_MULTIPLE_BOUNDS, EXIT_MULTIPLE_STEP, MULTIPLIER_BOUNDS, MULTIPLIER_STEP,
  type DcfOptions, type Multipliers,
} from '../../../engine/analysis/valuation.ts';
import { useTranslation } from '../../i18n/index.ts';
import { formatMultiple } from '../../ui/figures.ts';

interface SliderProps {
  /** Names the figure for tests in every language. */
  testId: string;
  label: string;
  value: number;
  bounds: { min: number; max: number };
  step: number;
  onChange: (value: number) => void;
}

function MultiplierSlider({ testId, label, value, bounds, step, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className="multiplier">
      <label htmlFor={id} className="multiplier-label">
        <span>{label}</span>
        <strong className="tabular" data-testid={`${testId}-value`}>{formatMultiple(value)}</strong>
      </label>
      <input
        id={id}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="multiplier-bounds muted"><span>{formatMultiple(bounds.min)}</span><span>{formatMultiple(bounds.max)}</span></div>
    </div>
  );
}

interface ControlsProps {
  value: Multipliers;
  onChange: (next: Multipliers) => void;
  dcf: DcfOptions;
  onDcfChange: (next: DcfOptions) => void;
}

/**
 * Part 2 §5 valuation sliders (ARR 4–15, transaction 1–8, both in steps of 0.5), and the DCF's exit
 * multiple for the terminal-value cross-check and its discounting convention.
 */
export function MultiplierControls({ value, onChange, dcf, onDcfChange }: ControlsProps) {
  const { t } = useTranslation('valuation');
  return (
    <section className="card multiplier-panel" aria-label={t('multipliers')}>
      <h2 className="card-title">{t('multipliers')}</h2>
      <div className="multiplier-grid">
        <MultiplierSlider testId="ARR Multiplier" label={t('arrMultiplier')} value={value.arr} bounds={MULTIPLIER_BOUNDS.arr} step={MULTIPLIER_STEP} onChange={(arr) => onChange({ ...value, arr })} />
        <MultiplierSlider testId="Transaction Multiplier" label={t('transactionMultiplier')} value={value.transaction} bounds={MULTIPLIER_BOUNDS.transaction} step={MULTIPLIER_STEP} onChange={(transaction) => onChange({ ...value, transaction })} />
      </div>
      <h3 className="valuation-subtitle">{t('dcfControls')}</h3>
      <div className="multiplier-grid">
        <MultiplierSlider testId="Exit Multiple (EV/EBITDA 2030)" label={t('exitMultiple')} value={dcf.exitMultiple} bounds={EXIT_MULTIPLE_BOUNDS} step={EXIT_MULTIPLE_STEP} onChange={(exitMultiple) => onDcfChange({ ...dcf, exitMultiple })} />
        <label className="valuation-check">
          <input type="checkbox" checked={dcf.midYear} onChange={(event) => onDcfChange({ ...dcf, midYear: event.target.checked })} />
          {t('midYear')}
        </label>
      </div>
    </section>
  );
}
