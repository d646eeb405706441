import { useId, useRef, useState, type FormEvent } from 'react';
import type { HiringSeekResult } from '../../../engine/analysis/hiringSeek.ts';
import { isPlanMonth } from '../../../engine/headcount/plan.ts';
import { analysisFigure, analysisFigures, DEFAULT_ANALYSIS_YEAR, DEFAULT_FIGURE_ID } from '../../model/analysisFigures.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { Alert } from '../../ui/Alert.tsx';
import { FigureSelect, YearSelect } from '../../ui/analysis/FigurePicker.tsx';
import { formatFigure } from '../../ui/analysis/figureFormat.ts';
import { parseTypedNumber } from '../../ui/typedNumber.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { useShownNames } from '../../ui/analysis/shownNames.ts';

/** "2027-03" → "March 2027" ("März 2027"); a month that does not read stays as typed. */
function monthName(month: string, language: 'en' | 'de'): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  if (!Number.isInteger(year) || !Number.isInteger(index) || index < 0 || index > 11) return month;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, index, 1));
}

type Answer = { status: 'idle' } | { status: 'seeking' } | { status: 'done'; result: HiringSeekResult; unit: string } | { status: 'error'; message: string };

function AnswerText({ answer }: { answer: Answer }) {
  const { t } = useTranslation('headcount');
  const language = useLanguage();
  const names = useShownNames();
  if (answer.status === 'idle') return null;
  if (answer.status === 'seeking') return <p className="muted" role="status">{t('seek.seeking')}</p>;
  if (answer.status === 'error') return <Alert tone="error" title={t('seek.failed')}>{answer.message}</Alert>;
  const { result, unit } = answer;
  const figure = `${names.figure(result.figure)} ${result.year}`;
  const current = formatFigure(result.current, unit);
  let text: string;
  if (result.hires === null) text = t('seek.outOfReach', { figure, max: formatFigure(result.reachable?.max, unit) });
  else if (result.hires === 0) text = t('seek.already', { figure, current });
  else {
    text = t('seek.reached', {
      count: result.hires, role: result.hire.role, month: monthName(result.month, language), figure, achieved: formatFigure(result.achieved, unit), current,
    });
  }
  return <p role="status" data-testid="hiring-seek-answer">{text}</p>;
}

/**
 * Goal seek on hiring (issue 28): how many sales hires from a month bring a figure to a target,
 * answered by the worker's kernel over the plan on screen (draft included) and the drivers shown.
 */
export function HiringSeek() {
  const ids = useId();
  const { t } = useTranslation('headcount');
  const [figureId, setFigureId] = useState(DEFAULT_FIGURE_ID);
  const [year, setYear] = useState(DEFAULT_ANALYSIS_YEAR);
  const [targetText, setTargetText] = useState('');
  const [month, setMonth] = useState('2027-03');
  const [answer, setAnswer] = useState<Answer>({ status: 'idle' });
  // An answer to an older question (the inputs changed meanwhile) is dropped.
  const asked = useRef(0);
  const figure = analysisFigure(figureId);
  const target = parseTypedNumber(targetText, figure?.unit ?? '€');
  const monthValid = isPlanMonth(month);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!figure || !Number.isFinite(target) || !monthValid) return;
    asked.current += 1;
    const question = asked.current;
    setAnswer({ status: 'seeking' });
    modelWorker().hiringSeek({ month, figure: figure.id, year, target }).then(
      (result) => { if (question === asked.current) setAnswer({ status: 'done', result, unit: figure.unit }); },
      (error: unknown) => { if (question === asked.current) setAnswer({ status: 'error', message: error instanceof Error ? error.message : String(error) }); },
    );
  };

  return (
    <section className="card hc-figures" aria-labelledby={`${ids}-title`}>
      <h2 className="card-title" id={`${ids}-title`}>{t('seek.title')}</h2>
      <p className="muted hc-note">{t('seek.note')}</p>
      <form className="hc-seek" onSubmit={submit}>
        <label htmlFor={`${ids}-figure`}>{t('seek.figure')}</label>
        <FigureSelect id={`${ids}-figure`} figures={analysisFigures()} value={figureId} onChange={setFigureId} />
        <label htmlFor={`${ids}-year`}>{t('seek.year')}</label>
        <YearSelect id={`${ids}-year`} value={year} onChange={setYear} />
        <label htmlFor={`${ids}-target`}>{t('seek.target')}</label>
        <input id={`${ids}-target`} type="text" inputMode="decimal" value={targetText} onChange={(event) => setTargetText(event.target.value)}
          aria-invalid={targetText !== '' && !Number.isFinite(target)} aria-describedby={targetText !== '' && !Number.isFinite(target) ? `${ids}-target-error` : undefined} />
        <label htmlFor={`${ids}-month`}>{t('seek.month')}</label>
        <input id={`${ids}-month`} type="text" value={month} onChange={(event) => setMonth(event.target.value.trim())} aria-invalid={!monthValid} />
        <button type="submit" className="button button-primary" disabled={!figure || !Number.isFinite(target) || !monthValid || answer.status === 'seeking'}>{t('seek.find')}</button>
      </form>
      {targetText !== '' && !Number.isFinite(target) ? <p className="hc-save-error" id={`${ids}-target-error`}>{t('seek.notANumber')}</p> : null}
      <AnswerText answer={answer} />
    </section>
  );
}
