import { useId } from 'react';
import { LEVER_STEP, SLIDER_GROUPS, sliderColour, type LeverId, type LeverSet, type SliderDef } from '../../../engine/analysis/gtm.ts';
import { useTranslation } from '../../i18n/index.ts';
import { gtmWords } from './texts.ts';

function LeverSlider({ slider, value, onChange }: { slider: SliderDef; value: number; onChange: (id: LeverId, value: number) => void }) {
  const { t } = useTranslation('gtm');
  const id = useId();
  const colour = sliderColour(value, slider.min, slider.max);
  return (
    <div className={`lever lever-${colour}`}>
      <label htmlFor={id} className="lever-label">
        <span>{t(`leverNames.${slider.id}`)}</span>
        <strong className="tabular">{value}</strong>
      </label>
      <input id={id} type="range" min={slider.min} max={slider.max} step={LEVER_STEP} value={value} onChange={(event) => onChange(slider.id, Number(event.target.value))} />
      <div className="lever-bounds muted"><span>{slider.min}</span><span>{slider.max}</span></div>
    </div>
  );
}

interface LeverPanelProps {
  levers: LeverSet;
  calculating: boolean;
  /** True while the levers are the plan's (the neutral setting). */
  atPlan: boolean;
  onChange: (id: LeverId, value: number) => void;
  onReset: () => void;
}

/** Part 2 §5: 12 sliders in four groups, step 5, coloured by their position in the range; a reset back to the plan. */
export function LeverPanel({ levers, calculating, atPlan, onChange, onReset }: LeverPanelProps) {
  const { t } = useTranslation('gtm');
  return (
    <section className="card gtm-levers" aria-label={t('levers')} aria-busy={calculating}>
      <div className="card-head">
        <h2 className="card-title">{t('levers')}</h2>
        {calculating ? <span className="muted gtm-calculating" role="status">{t('calculating')}</span> : null}
      </div>
      <button type="button" className="button gtm-reset" disabled={atPlan} title={t('resetLeversHint')} onClick={onReset}>{t('resetLevers')}</button>
      {SLIDER_GROUPS.map((group) => (
        <fieldset key={group.title} className="lever-group">
          <legend>{gtmWords(group.title)}</legend>
          {group.sliders.map((slider) => <LeverSlider key={slider.id} slider={slider} value={levers[slider.id]} onChange={onChange} />)}
        </fieldset>
      ))}
    </section>
  );
}
