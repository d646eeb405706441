import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { GoalSeekResult } from '../../../engine/analysis/goalSeek.ts';
import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import { publishedDriver } from '../../state/publishedModel.ts';
import type { DriverDef } from '../../../engine/model/types.ts';
import { formatByUnit } from '../../ui/figures.ts';
import {
  analysisFigure, DEFAULT_ANALYSIS_YEAR, DEFAULT_FIGURE_ID, driversMoving, figuresMovedBy, figureValue, type AnalysisFigure,
} from '../../model/analysisFigures.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { applySoughtValue } from '../../state/appliedSeek.ts';
import { Alert } from '../Alert.tsx';
import { Modal } from '../Modal.tsx';
import { Spinner } from '../Spinner.tsx';
import { parseTypedNumber } from '../typedNumber.ts';
import { FigureSelect, YearSelect } from './FigurePicker.tsx';
import { formatFigure, typableFigure } from './figureFormat.ts';
import { GOAL_SEEK_TEXT as TEXT } from './texts.ts';
import { DRIVER_CATEGORY_TEXT, useShownNames, type ShownNames } from './shownNames.ts';
import '../forms.css';
import './analysis.css';

/**
 * What the dialog is opened on: a driver (Key Drivers' 'Seek target', the figure is picked) or a
 * figure of a year (the P&L's 'What would it take?', a driver that moves it is picked;
 * `driverId` is the one to offer first).
 */
export type GoalSeekSubject =
  | { kind: 'driver'; driverId: string }
  | { kind: 'figure'; figureId: string; year: number; driverId?: string };

type Answer =
  | { status: 'idle' }
  | { status: 'seeking' }
  | { status: 'done'; result: GoalSeekResult; driver: DriverDef; figure: AnalysisFigure }
  | { status: 'error'; message: string };

function DriverSelect({ id, drivers, value, onChange }: { id: string; drivers: readonly DriverDef[]; value: string; onChange: (driverId: string) => void }) {
  const names = useShownNames();
  const groups = DRIVER_CATEGORIES.map((category) => ({ category, drivers: drivers.filter((d) => d.category === category.id) })).filter((g) => g.drivers.length > 0);
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {groups.map(({ category, drivers: inCategory }) => (
        <optgroup key={category.id} label={DRIVER_CATEGORY_TEXT.name(category)}>
          {inCategory.map((driver) => <option key={driver.id} value={driver.id}>{names.driver(driver.id)}</option>)}
        </optgroup>
      ))}
    </select>
  );
}

function rootNote(result: GoalSeekResult, driver: DriverDef): string {
  if (result.root === 'closest_whole') return TEXT.rootWhole;
  if (result.root === 'closest_step') return TEXT.rootStep;
  if (result.root === 'closest_to_current') return TEXT.rootClosest(result.roots, formatByUnit(result.current.value, driver.unit));
  return result.monotone ? TEXT.rootOnly : `${TEXT.rootOnly} ${TEXT.notMonotone}`;
}

function AnswerView({ answer, year, names }: { answer: Answer; year: number; names: ShownNames }) {
  if (answer.status === 'idle') return null;
  if (answer.status === 'seeking') return <Spinner label={TEXT.seeking} />;
  if (answer.status === 'error') return <Alert tone="error" title={TEXT.failed}>{answer.message}</Alert>;
  const { result, driver, figure } = answer;
  const figureName = `${names.figure(figure.id)} ${year}`;
  const driverName = names.driver(driver.id);
  if (result.value === null || result.achieved === null) {
    return (
      <Alert tone="warning" title={TEXT.notReachable}>
        <p className="seek-reachable" data-testid="seek-reachable">
          {result.reachable
            ? TEXT.reachable(driverName, formatByUnit(driver.min, driver.unit), formatByUnit(driver.max, driver.unit), figureName,
              formatFigure(result.reachable.min, figure.unit), formatFigure(result.reachable.max, figure.unit))
            : TEXT.noValue(figureName)}
        </p>
      </Alert>
    );
  }
  return (
    <div className="seek-answer-found">
      <dl className="seek-result">
        <div>
          <dt>{TEXT.valueFound(driverName)}</dt>
          <dd className="seek-result-main tabular" data-testid="seek-value">{formatByUnit(result.value, driver.unit)}</dd>
          <dd className="muted tabular">{TEXT.fromCurrent(formatByUnit(result.current.value, driver.unit))}</dd>
        </div>
        <div>
          <dt>{TEXT.gives(figureName)}</dt>
          <dd className="seek-result-main tabular" data-testid="seek-achieved">{formatFigure(result.achieved, figure.unit)}</dd>
        </div>
      </dl>
      <p className="muted seek-root" data-testid="seek-root">{rootNote(result, driver)}</p>
      {result.value === result.current.value ? <p className="muted">{TEXT.atCurrent}</p> : null}
    </div>
  );
}

/**
 * Goal seek: which value of a driver makes a figure of a year reach a target, every other driver
 * as the screen shows it (the active scenario with its drafts). The worker's compiled kernel
 * answers in milliseconds (engine/analysis/goalSeek.ts); the answer is the value and the figure
 * it gives, or the range the driver can reach within its bounds, and which root was taken when
 * there are several. 'Apply as draft' sets the driver's draft as one undoable edit and closes.
 */
export function GoalSeekDialog({ subject, onClose, onApplied }: { subject: GoalSeekSubject; onClose: () => void; onApplied?: (driverId: string) => void }) {
  const snapshot = useAtomValue(snapshotAtom);
  const names = useShownNames();
  const ids = useId();
  // The control that opened the dialog, read before the dialog takes the focus; it gets it back on closing.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }, [opener]);
  const figures = useMemo(() => (subject.kind === 'driver' ? figuresMovedBy(subject.driverId) : []), [subject]);
  const drivers = useMemo(() => (subject.kind === 'figure' ? driversMoving(subject.figureId) : []), [subject]);
  const [figureId, setFigureId] = useState(() => (subject.kind === 'figure'
    ? subject.figureId
    : (figures.find((f) => f.id === DEFAULT_FIGURE_ID) ?? figures[0])?.id ?? DEFAULT_FIGURE_ID));
  const [year, setYear] = useState(subject.kind === 'figure' ? subject.year : DEFAULT_ANALYSIS_YEAR);
  const [driverId, setDriverId] = useState(() => (subject.kind === 'driver'
    ? subject.driverId
    : (drivers.find((d) => d.id === subject.driverId) ?? drivers[0])?.id ?? ''));
  const figure = analysisFigure(figureId);
  const driver = publishedDriver(driverId);
  const currentOf = (id: string, inYear: number): number | null => {
    const picked = analysisFigure(id);
    return snapshot && picked ? figureValue(snapshot, picked, inYear) : null;
  };
  const current = currentOf(figureId, year);
  const [targetText, setTargetText] = useState(() => typableFigure(current));
  const [invalid, setInvalid] = useState(false);
  const [answer, setAnswer] = useState<Answer>({ status: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  // Each question gets a number; an answer to an older one (the inputs changed meanwhile) is dropped.
  const question = useRef(0);

  const changed = () => {
    question.current += 1;
    setAnswer({ status: 'idle' });
    setRefusal(null);
  };
  const pickFigure = (id: string, inYear: number) => {
    setFigureId(id);
    setYear(inYear);
    setTargetText(typableFigure(currentOf(id, inYear)));
    setInvalid(false);
    changed();
  };

  async function seek(event: FormEvent) {
    event.preventDefault();
    if (!figure || !driver) return;
    const target = parseTypedNumber(targetText, figure.unit);
    if (!Number.isFinite(target)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    changed();
    const asked = question.current;
    setAnswer({ status: 'seeking' });
    try {
      const result = await modelWorker().goalSeek({ driver: driver.id, figure: figure.id, year, target });
      if (asked === question.current) setAnswer({ status: 'done', result, driver, figure });
    } catch (error) {
      if (asked === question.current) setAnswer({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  const found = answer.status === 'done' && answer.result.value !== null && answer.result.achieved !== null ? answer : null;
  const canApply = found !== null && found.result.value !== found.result.current.value;
  function apply() {
    if (!found || found.result.value === null || found.result.achieved === null) return;
    const problem = applySoughtValue({ driverId: found.driver.id, value: found.result.value, figureId: found.figure.id, year, achieved: found.result.achieved });
    if (problem) {
      setRefusal(problem.problem.message);
      return;
    }
    onApplied?.(found.driver.id);
    onClose();
  }

  const fixedDriverName = subject.kind === 'driver' ? names.driver(subject.driverId) : null;
  const fixedFigureName = subject.kind === 'figure' ? `${names.figure(subject.figureId)} ${subject.year}` : null;
  const unit = figure && figure.unit !== '' && figure.unit !== 'count' ? figure.unit : null;
  const footer = (
    <>
      <button type="button" className="button" onClick={onClose}>{TEXT.cancel}</button>
      <button type="button" className="button button-primary" disabled={!canApply} onClick={apply}>{TEXT.apply}</button>
    </>
  );
  return (
    <Modal title={TEXT.title} open onClose={onClose} footer={footer}>
      <p className="muted modal-hint">{fixedDriverName ? TEXT.questionForDriver(fixedDriverName) : TEXT.questionForFigure(fixedFigureName ?? '')}</p>
      <form className="seek-form" onSubmit={(event) => void seek(event)} noValidate>
        {subject.kind === 'figure' ? (
          <div className="field seek-wide">
            <label htmlFor={`${ids}-driver`}>{TEXT.driver}</label>
            {drivers.length > 0
              ? <DriverSelect id={`${ids}-driver`} drivers={drivers} value={driverId} onChange={(id) => { setDriverId(id); changed(); }} />
              : <p className="muted">{TEXT.noDriver}</p>}
          </div>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${ids}-figure`}>{TEXT.figure}</label>
              <FigureSelect id={`${ids}-figure`} figures={figures} value={figureId} onChange={(id) => pickFigure(id, year)} />
            </div>
            <div className="field">
              <label htmlFor={`${ids}-year`}>{TEXT.year}</label>
              <YearSelect id={`${ids}-year`} value={year} onChange={(inYear) => pickFigure(figureId, inYear)} />
            </div>
          </>
        )}
        <div className="field seek-wide">
          <label htmlFor={`${ids}-target`}>{TEXT.target}{unit ? ` (${unit})` : ''}</label>
          <div className="seek-target-row">
            <input
              id={`${ids}-target`}
              inputMode="decimal"
              autoComplete="off"
              value={targetText}
              onChange={(event) => { setTargetText(event.target.value); setInvalid(false); changed(); }}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={`${ids}-now${invalid ? ` ${ids}-invalid` : ''}`}
            />
            <button type="submit" className="button button-primary" disabled={!figure || !driver || answer.status === 'seeking'}>{TEXT.seek}</button>
          </div>
          <span id={`${ids}-now`} className="muted seek-now tabular">{TEXT.now(`${figure ? names.figure(figure.id) : ''} ${year}: ${formatFigure(current, figure?.unit ?? '')}`)}</span>
          {invalid ? <span id={`${ids}-invalid`} className="field-error" role="alert">{TEXT.targetInvalid}</span> : null}
        </div>
      </form>
      <section className="seek-answer" aria-label={TEXT.answerTitle} aria-live="polite">
        <AnswerView answer={answer} year={year} names={names} />
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      </section>
    </Modal>
  );
}
