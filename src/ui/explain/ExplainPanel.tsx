import { useEffect, useRef, useState } from 'react';
import { ArrowUpRight, Target, X } from 'lucide-react';
import type { FigureExplanation } from '../../../engine/analysis/figureExplanation.ts';
import { publishedDriver } from '../../state/publishedModel.ts';
import { displayNameOf } from '../../../engine/session/businessNames.ts';
import type { DefinitionTables } from '../../../engine/model/tables.ts';
import type { ExplainRef } from '../../../engine/session/cellRef.ts';
import type { ExplainDriver, Explanation } from '../../../engine/session/explain.ts';
import { formatPercent, formatValueWithUnit } from '../../ui/figures.ts';
import { navigate } from '../../state/router.ts';
import { Alert } from '../Alert.tsx';
import { Spinner } from '../Spinner.tsx';
import { AppliedSeekNote } from '../analysis/AppliedSeekNote.tsx';
import { GoalSeekDialog, type GoalSeekSubject } from '../analysis/GoalSeekDialog.tsx';
import { GOAL_SEEK_TEXT } from '../analysis/texts.ts';
import { ANALYSIS_YEARS, analysisFigure } from '../../model/analysisFigures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownPeriodLabel } from '../statement/periodLabels.ts';
import { booksFigureOf, FromTheBooks } from './FromTheBooks.tsx';
import { useExplanation } from './useExplanation.ts';
import { useShownTexts } from './shownTexts.ts';
import { cellErrorSentence, explainSentence, outsideName, shownFigure } from './engineSentences.ts';
import { ExplainComments } from '../comments/ExplainComments.tsx';
import './explain.css';

/**
 * What the panel explains: a model cell (the worker explains it) or a figure the screen composes
 * from model cells (a YoY or margin cell, an item of the HGB layout).
 */
export type PanelStep = { kind: 'cell'; ref: ExplainRef } | { kind: 'figure'; explanation: FigureExplanation };

/** The Key Drivers screen opened on one driver (the URL form agreed with the key-drivers screen). */
export function keyDriverHref(driverId: string): string {
  return `/key-drivers?driver=${encodeURIComponent(driverId)}`;
}

/** The figure goal seek can be asked about behind a cell: an annual line or a KPI of a forecast year. */
function seekableFigure(ref: ExplainRef): { figureId: string; year: number } | null {
  if (ref.sheet !== 'Annual' && ref.sheet !== 'KPIs') return null;
  const year = Number(ref.period);
  return ANALYSIS_YEARS.includes(year) && analysisFigure(ref.id) ? { figureId: ref.id, year } : null;
}

/**
 * The driver offered first: of the levers (drivers with a better direction; market facts such as
 * the number of transport companies are not planned) the one whose +1% moves the figure most.
 */
function strongestLever(impacts: Record<string, number | null>): string | undefined {
  let best: { id: string; size: number } | undefined;
  for (const [id, impact] of Object.entries(impacts)) {
    const lever = publishedDriver(id)?.direction.favourable !== 'neutral';
    if (lever && impact !== null && (!best || Math.abs(impact) > best.size)) best = { id, size: Math.abs(impact) };
  }
  return best?.id;
}

function stepTitle(step: PanelStep, tables: DefinitionTables): string {
  if (step.kind === 'figure') return shownFigure(step.explanation).name;
  const name = displayNameOf(step.ref.id, tables);
  return 'period' in step.ref ? `${name} · ${shownPeriodLabel(step.ref.period)}` : name;
}

function DriverLink({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('statements');
  const href = keyDriverHref(id);
  return (
    <a
      className="explain-driver-link"
      href={href}
      aria-label={`${t('explain.openDriver')}: ${name}`}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {t('explain.openDriver')} <ArrowUpRight size={13} aria-hidden="true" />
    </a>
  );
}

function DriverList({ explanation, impacts, done, onWalk }: { explanation: Explanation; impacts: Record<string, number | null>; done: boolean; onWalk: (step: PanelStep) => void }) {
  const { t } = useTranslation('statements');
  const texts = useShownTexts();
  const drivers: (ExplainDriver & { impact: number | null })[] = explanation.drivers.map((d) => ({ ...d, name: texts.name(d.id, d.name), impact: impacts[d.id] ?? null }));
  if (done) drivers.sort((a, b) => Math.abs(b.impact ?? 0) - Math.abs(a.impact ?? 0));
  return (
    <section className="explain-section" aria-label={t('explain.drivers')}>
      <h3>{t('explain.drivers')} <span className="muted">({drivers.length})</span></h3>
      <p className="muted explain-hint">{done ? t('explain.impactHint') : t('explain.computingImpacts')}</p>
      <ul className="explain-list">
        {drivers.map((driver) => (
          <li key={driver.id} className="explain-driver">
            <button type="button" className="explain-walk" onClick={() => onWalk({ kind: 'cell', ref: { sheet: 'Drivers', id: driver.id } })}>
              <span className="explain-input-name">{driver.name}</span>
              <span className="muted">{formatValueWithUnit(driver.value, driver.unit)}</span>
            </button>
            <span className="explain-impact tabular" data-testid={`impact-${driver.id}`}>
              {driver.id in impacts ? formatValueWithUnit(driver.impact, explanation.unit, { signed: true }) : '…'}
            </span>
            <DriverLink id={driver.id} name={driver.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CellExplanation({ refToExplain, onWalk, onSeek }: { refToExplain: ExplainRef; onWalk: (step: PanelStep) => void; onSeek: (subject: GoalSeekSubject) => void }) {
  const { t } = useTranslation('statements');
  const texts = useShownTexts();
  const { query, impacts, impactsDone } = useExplanation(refToExplain);
  if (query.status === 'error') return <Alert tone="error" title={t('explain.failed')}>{query.message}</Alert>;
  if (query.status === 'loading' && !query.data) return <Spinner label={t('explain.loading')} />;
  const given = query.data as Explanation;
  const explanation = {
    ...given,
    name: texts.name(given.ref.id, given.name),
    explanation: given.explanation_code ? explainSentence(given.explanation_code, texts.tables) : texts.explanation(given.ref.id, given.explanation),
    error: given.error_code ? cellErrorSentence(given.error_code) : given.error,
  };
  const isDriver = explanation.ref.sheet === 'Drivers' && explanation.formula === 'Direct value' && explanation.drivers.length > 0;
  const seekable = seekableFigure(explanation.ref);
  const books = booksFigureOf(refToExplain);
  return (
    <>
      <div className="explain-value tabular" data-testid="explain-value">{formatValueWithUnit(explanation.value, explanation.unit)}</div>
      {explanation.error ? <Alert tone="warning">{explanation.error}</Alert> : null}
      {isDriver ? <DriverLink id={explanation.ref.id} name={explanation.name} /> : null}
      {seekable ? (
        <button
          type="button"
          className="button button-small explain-seek"
          aria-label={GOAL_SEEK_TEXT.openFromFigureLabel(`${explanation.name} ${seekable.year}`)}
          onClick={() => onSeek({ kind: 'figure', ...seekable, driverId: strongestLever(impacts) })}
        >
          <Target size={14} aria-hidden="true" />{GOAL_SEEK_TEXT.openFromFigure}
        </button>
      ) : null}
      <AppliedSeekNote />
      <section className="explain-section">
        <h3>{t('explain.formula')}</h3>
        <code className="explain-formula" data-testid="explain-formula">{explanation.formula === 'Direct value' ? t('explain.directValue') : texts.formula(explanation.formula, explanation.readable_formula)}</code>
        {explanation.explanation ? <p className="muted">{explanation.explanation}</p> : null}
      </section>
      {books ? <FromTheBooks month={books.month} line={books.line} /> : null}
      {explanation.inputs.length > 0 ? (
        <section className="explain-section" aria-label={t('explain.inputs')}>
          <h3>{t('explain.inputs')}</h3>
          <ul className="explain-list">
            {explanation.inputs.map((input, index) => (
              <li key={`${input.label}:${index}`}>
                <button
                  type="button"
                  className="explain-walk"
                  disabled={input.ref === null}
                  onClick={() => input.ref && onWalk({ kind: 'cell', ref: input.ref })}
                >
                  <span className="explain-input-name">
                    {input.ref ? texts.name(input.ref.id, input.name) : outsideName(input.id) ?? input.name}
                    {input.ref && 'period' in input.ref ? <span className="muted"> · {shownPeriodLabel(input.ref.period)}</span> : null}
                  </span>
                  <span className="tabular">{formatValueWithUnit(input.value, input.unit)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {explanation.drivers.length > 0 && !isDriver ? <DriverList explanation={explanation} impacts={impacts} done={impactsDone} onWalk={onWalk} /> : null}
    </>
  );
}

function figureValue(explanation: FigureExplanation): string {
  if (explanation.value === null) return '—';
  return explanation.unit === 'percent'
    ? formatPercent(explanation.value, { signed: explanation.signed })
    : formatValueWithUnit(explanation.value, '€', { signed: explanation.signed });
}

function FigureExplanationView({ explanation: given, onWalk }: { explanation: FigureExplanation; onWalk: (step: PanelStep) => void }) {
  const { t } = useTranslation('statements');
  const explanation = shownFigure(given);
  return (
    <>
      <div className="explain-value tabular" data-testid="explain-value">{figureValue(explanation)}</div>
      <section className="explain-section">
        <h3>{t('explain.formula')}</h3>
        <code className="explain-formula" data-testid="explain-formula">{explanation.formula}</code>
        <p className="muted">{explanation.explanation}</p>
      </section>
      {explanation.inputs.length > 0 ? (
        <section className="explain-section" aria-label={t('explain.inputs')}>
          <h3>{t('explain.inputs')}</h3>
          <ul className="explain-list">
            {explanation.inputs.map((input) => (
              <li key={JSON.stringify(input.ref)}>
                <button type="button" className="explain-walk" onClick={() => onWalk({ kind: 'cell', ref: input.ref })}>
                  <span className="explain-input-name">{input.name}{'period' in input.ref ? <span className="muted"> · {shownPeriodLabel(input.ref.period)}</span> : null}</span>
                  <span className="tabular">{formatValueWithUnit(input.value, '€')}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * The side panel behind every figure: formula in business names, each input with its value
 * (click to walk further up), the drivers with their impact per +1%, and a link to each driver
 * on the Key Drivers screen. A trail at the top walks back.
 */
export function ExplainPanel({ root, onClose }: { root: PanelStep; onClose: () => void }) {
  const { t } = useTranslation('statements');
  const { tables } = useShownTexts();
  const [trail, setTrail] = useState<PanelStep[]>([root]);
  // 'What would it take?' (issue 17): goal seek on the figure explained, in a dialog over the panel.
  const [seek, setSeek] = useState<GoalSeekSubject | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = trail[trail.length - 1] as PanelStep;

  // Closing returns the keyboard to the figure that opened the panel, so arrows and Enter go on;
  // unless the user has already moved on (clicked another figure).
  useEffect(() => {
    const opener = document.activeElement;
    const panel = heading.current?.closest('aside');
    return () => {
      const focus = document.activeElement;
      const leftBehind = focus === null || focus === document.body || (panel?.contains(focus) ?? false);
      if (leftBehind && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    // While the goal seek dialog is open, Escape closes that dialog only.
    if (seek) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, seek]);

  const walk = (next: PanelStep) => setTrail((current) => [...current, next]);
  return (
    // A div: ARIA does not allow the dialog role on <aside>.
    <div className="explain-panel" role="dialog" aria-modal="false" aria-label={t('explain.title')}>
      <div className="explain-head">
        <span className="explain-kicker">{t('explain.title')}</span>
        <button type="button" className="icon-button" aria-label={t('explain.close')} onClick={onClose}><X size={16} aria-hidden="true" /></button>
      </div>
      {trail.length > 1 ? (
        <nav className="explain-trail" aria-label={t('explain.trail')}>
          {trail.slice(0, -1).map((previous, index) => (
            <button key={index} type="button" className="explain-crumb" onClick={() => setTrail((current) => current.slice(0, index + 1))}>
              {stepTitle(previous, tables)}
            </button>
          ))}
        </nav>
      ) : null}
      <h2 className="explain-title" ref={heading} tabIndex={-1}>{stepTitle(step, tables)}</h2>
      <div className="explain-body">
        {step.kind === 'cell'
          ? <CellExplanation key={JSON.stringify(step.ref)} refToExplain={step.ref} onWalk={walk} onSeek={setSeek} />
          : <FigureExplanationView explanation={step.explanation} onWalk={walk} />}
        {/* Its own key (a sibling with the explanation's key would leave the old step's explanation behind). */}
        {step.kind === 'cell' ? <ExplainComments key={`comments ${JSON.stringify(step.ref)}`} refExplained={step.ref} /> : null}
      </div>
      {seek ? <GoalSeekDialog subject={seek} onClose={() => setSeek(null)} /> : null}
    </div>
  );
}
