import { memo, startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue, useSetAtom, useStore, type Atom } from 'jotai';
import { RotateCcw, Target } from 'lucide-react';
import type { DriverDef } from '../../../engine/model/types.ts';
import { formatByUnit, formatMonthKey, prose } from '../../ui/figures.ts';
import { resetDriverDraft, setDriverDraft } from '../../state/drafts.ts';
import { figuresMovedBy } from '../../model/analysisFigures.ts';
import { pendingDriverValuesAtom, realTimeAtom } from './realTime.ts';
import { useDriverCardState, useDriverValueAtom, type DriverValueState } from './driverValue.ts';
import { LiveWords, type Words } from '../../ui/LiveWords.tsx';
import { seekDriverAtom } from './seekTarget.ts';
import { planSetDriversAtom } from './planDrivers.ts';
import { navigate } from '../../state/router.ts';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { keyTarget, sliderScale, snapToStop } from './sliderScale.ts';
import { impactTone, KEY_DRIVERS_TEXT as TEXT } from './texts.ts';
import { ImpactMarker } from './ImpactMarker.tsx';
import { DriverCommentButton } from './DriverComments.tsx';
import { AppliedSeekNote } from '../../ui/analysis/AppliedSeekNote.tsx';
import { GOAL_SEEK_TEXT } from '../../ui/analysis/texts.ts';

// The cards' icons, made once: a card drawn again on every move of its slider does not draw them again.
const RESET_ICON = <RotateCcw size={13} aria-hidden="true" />;
const SEEK_ICON = <Target size={13} aria-hidden="true" />;

function monthInputValue(value: number | null): string {
  return value === null ? '' : formatMonthKey(value);
}

/** A month driver's picker, drawn with its value (no drag moves it). */
function MonthField({ id, driver, valueAtom, onChange }: { id: string; driver: DriverDef; valueAtom: Atom<DriverValueState>; onChange: (value: number) => void }) {
  const { value } = useAtomValue(valueAtom);
  return (
    <input
      id={id}
      type="month"
      className="kd-month"
      min={formatMonthKey(driver.min)}
      max={formatMonthKey(driver.max)}
      value={monthInputValue(value)}
      onChange={(event) => onChange(Number(event.target.value.replace('-', '')))}
    />
  );
}

/**
 * Part 2 §2 variable card: name, source badge, impact marker, value by unit, a slider bounded by
 * min and max (a month picker for month drivers), business logic and description. The slider
 * stops on its part 2 §2 steps and on the scenario's own value, its keys move from the value as
 * it is (sliderScale.ts), and 'Reset to scenario' drops this driver's unsaved change. 'Seek
 * target' (issue 17) asks which value of the driver makes a figure reach a target; drivers that
 * move no figure (targets, assessments) have none. A driver the scenario's own headcount plan
 * supersedes says so, links to the plan and cannot be moved (its draft can still be reset).
 * 'Comment' opens the driver's comment threads in the active scenario (DriverComments.tsx).
 */
export const VariableCard = memo(function VariableCard({ driver, linked = false }: { driver: DriverDef; linked?: boolean }) {
  const valueAtom = useDriverValueAtom(driver.id);
  const { pending, drafted, scenarioValue, atScenarioValue } = useDriverCardState(valueAtom);
  const valueWords = useCallback(({ value }: DriverValueState): Words => ({ text: formatByUnit(value, driver.unit) }), [driver.unit]);
  // The driver's words as the user reads them; its bounds, unit and formula stay the published ones.
  const texts = tablesOf(useAtomValue(shownDefinitionAtom)).driverById.get(driver.id) ?? driver;
  const realTime = useAtomValue(realTimeAtom);
  const setPending = useSetAtom(pendingDriverValuesAtom);
  const openSeek = useSetAtom(seekDriverAtom);
  const setByPlan = useAtomValue(planSetDriversAtom).has(driver.id);
  const seekable = useMemo(() => driver.editable && !setByPlan && figuresMovedBy(driver.id).length > 0, [driver, setByPlan]);
  const store = useStore();
  const scale = useMemo(() => sliderScale(driver, scenarioValue ?? driver.baseline), [driver, scenarioValue]);
  // The new value reaches the model at once (the store's subscription sends it to the worker,
  // ModelSync.tsx); the card's words are written with the worker's answer (useDriverValueAtom), so
  // the frame of the moved thumb paints only the thumb. The draft is set in a transition, so what
  // else reads the drafts (nothing on this screen during a drag) is drawn at a lower priority
  // than the answer (issue 26).
  const change = useCallback((next: number) => {
    if (!Number.isFinite(next)) return;
    startTransition(() => {
      if (realTime) setDriverDraft(driver.id, next);
      else setPending({ ...store.get(pendingDriverValuesAtom), [driver.id]: next });
    });
  }, [driver.id, realTime, setPending, store]);
  // The slider is not controlled by React (a controlled input would be put back to its old value
  // until the transition draws the card): the value's subscription sets it when the value changes
  // otherwise (reset, keys, another scenario, someone else's save) and writes its spoken value, as
  // LiveWords writes the card's; it is snapped to its stop in the input event. Its default is the
  // first value only: a new default on every move would have React rewrite the value attribute,
  // and Chromium lay the thumb out again, for nothing.
  const slider = useRef<HTMLInputElement>(null);
  const [firstSliderValue] = useState(() => store.get(valueAtom).value ?? driver.min);
  useLayoutEffect(() => {
    const element = slider.current;
    if (!element) return undefined;
    const draw = () => {
      const { value } = store.get(valueAtom);
      const sliderValue = value ?? driver.min;
      if (element.valueAsNumber !== sliderValue) element.value = String(sliderValue);
      const spoken = formatByUnit(value, driver.unit);
      if (element.getAttribute('aria-valuetext') !== spoken) element.setAttribute('aria-valuetext', spoken);
    };
    draw();
    return store.sub(valueAtom, draw);
  }, [store, valueAtom, driver.min, driver.unit]);
  const reset = useCallback(() => {
    const { [driver.id]: _dropped, ...stillPending } = store.get(pendingDriverValuesAtom);
    setPending(stillPending);
    resetDriverDraft(driver.id);
  }, [driver.id, setPending, store]);
  const onSliderKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const { value } = store.get(valueAtom);
    if (value === null || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = keyTarget(event.key, value, scale);
    if (target === null) return;
    event.preventDefault();
    change(target);
  };
  const scenarioText = formatByUnit(scenarioValue, driver.unit);
  const tone = impactTone(driver.impact_level);
  const inputId = `driver-${driver.id}`;
  return (
    <article
      className={`card kd-variable${pending ? ' kd-variable-pending' : ''}${linked ? ' kd-variable-linked' : ''}`}
      data-driver={driver.id}
      aria-current={linked ? 'true' : undefined}
    >
      <header className="kd-variable-head">
        <ImpactMarker tone={tone} />
        <label className="kd-variable-name" htmlFor={inputId}>{texts.name}</label>
        <span className="badge badge-neutral kd-source">{texts.source}</span>
      </header>
      <div className="kd-variable-value tabular" data-testid={`value-${driver.id}`}>
        <LiveWords source={valueAtom} words={valueWords} />
        {drafted ? <span className="kd-draft-mark" title={TEXT.card.draftTitle}>{TEXT.card.draft}</span> : null}
        {pending ? <span className="kd-draft-mark kd-pending-mark" title={TEXT.card.pendingTitle}>{TEXT.card.pending}</span> : null}
      </div>
      {setByPlan ? (
        <p className="kd-plan-note" data-testid={`set-by-plan-${driver.id}`}>
          <strong>{TEXT.setByPlan}</strong> {TEXT.setByPlanHint}{' '}
          <a
            href="/headcount"
            onClick={(event) => {
              event.preventDefault();
              navigate('/headcount');
            }}
          >
            {TEXT.openPlan}
          </a>
        </p>
      ) : null}
      {driver.editable && driver.unit === 'month' ? (
        <MonthField id={inputId} driver={driver} valueAtom={valueAtom} onChange={change} />
      ) : driver.editable ? (
        <div className="kd-slider">
          <input
            id={inputId}
            type="range"
            min={driver.min}
            max={driver.max}
            // "any": the input itself snaps nothing, so it can stand on the scenario's value between two steps.
            step="any"
            disabled={setByPlan}
            ref={slider}
            defaultValue={firstSliderValue}
            onChange={(event) => {
              const stop = snapToStop(event.target.valueAsNumber, scale);
              if (event.target.valueAsNumber !== stop) event.target.value = String(stop);
              change(stop);
            }}
            onKeyDown={onSliderKey}
          />
          <div className="kd-slider-bounds muted tabular">
            <span>{formatByUnit(driver.min, driver.unit)}</span>
            <span>{formatByUnit(driver.max, driver.unit)}</span>
          </div>
        </div>
      ) : null}
      <div className="kd-card-actions">
        {driver.editable ? (
          <button
            type="button"
            className="kd-reset"
            disabled={atScenarioValue}
            aria-label={TEXT.resetLabel(texts.name)}
            title={atScenarioValue ? TEXT.atScenarioValue(scenarioText) : TEXT.resetTitle(scenarioText)}
            onClick={reset}
          >
            {RESET_ICON}
            {TEXT.resetToScenario}
          </button>
        ) : null}
        {seekable ? (
          <button type="button" className="kd-reset" aria-label={GOAL_SEEK_TEXT.openLabel(texts.name)} onClick={() => openSeek(driver.id)}>
            {SEEK_ICON}
            {GOAL_SEEK_TEXT.open}
          </button>
        ) : null}
        <DriverCommentButton driverId={driver.id} name={texts.name} className="kd-reset" />
      </div>
      {seekable ? <AppliedSeekNote driverId={driver.id} /> : null}
      <p className="kd-logic">{prose(texts.business_logic)}</p>
      <p className="kd-description muted">{prose(texts.description)}</p>
    </article>
  );
});
