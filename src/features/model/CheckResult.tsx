import type { ModelCheckAnswer } from '../../api/model.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatEuroExact } from '../../ui/figures.ts';
import { ProblemList } from './ProblemList.tsx';
import type { CheckState } from './useModelCheck.ts';
import { useTranslation } from '../../i18n/index.ts';
import type { YearFigures } from '../../../engine/model/definitionPreview.ts';

const PREVIEW_LINES = ['total_revenue', 'ebitda', 'net_income', 'closing_cash'] as const satisfies readonly Exclude<keyof YearFigures, 'year'>[];

/** A difference with its sign: "+€1,200", "−€60,000", "€0". */
export function signedEuros(value: number | null): string {
  const text = formatEuroExact(value);
  return value !== null && value > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}

const difference = (candidate: number | null, published: number | null): number | null => (candidate === null || published === null ? null : candidate - published);

/** Revenue, EBITDA, net income and closing cash per forecast year: published, this definition and the difference. */
function PreviewTable({ preview }: { preview: ModelCheckAnswer['preview'] }) {
  const { t } = useTranslation('model');
  const years = preview.candidate.map((figures) => figures.year);
  return (
    <ScrollRegion label={t('preview.caption')}>
      <table className="data-table model-preview" data-testid="model-preview">
        <caption className="visually-hidden">{t('preview.caption')}</caption>
        <thead>
          <tr><th scope="col">{t('preview.figure')}</th>{years.map((year) => <th key={year} scope="col" className="num">{year}</th>)}</tr>
        </thead>
        {PREVIEW_LINES.map((line) => (
          <tbody key={line} data-testid={`preview-${line}`}>
            <tr className="model-preview-group"><th scope="colgroup" colSpan={years.length + 1}>{t(`preview.lines.${line}`)}</th></tr>
            <tr>
              <th scope="row">{t('preview.published')}</th>
              {preview.published.map((figures) => <td key={figures.year} className="num tabular">{formatEuroExact(figures[line])}</td>)}
            </tr>
            <tr>
              <th scope="row">{t('preview.candidate')}</th>
              {preview.candidate.map((figures) => <td key={figures.year} className="num tabular">{formatEuroExact(figures[line])}</td>)}
            </tr>
            <tr className="model-preview-difference" data-testid={`preview-difference-${line}`}>
              <th scope="row">{t('preview.difference')}</th>
              {preview.candidate.map((figures, index) => (
                <td key={figures.year} className="num tabular">{signedEuros(difference(figures[line], preview.published[index]?.[line] ?? null))}</td>
              ))}
            </tr>
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}

/**
 * What "Check the change" found: the effect on the Baseline scenario's forecast, or the problems
 * the server found (the same list as the problems found while typing), or why it could not check.
 */
export function CheckResult({ state, stale, exists, onSelect }: { state: CheckState; stale: boolean; exists: (key: string) => boolean; onSelect: (key: string) => void }) {
  const { t } = useTranslation('model');
  if (state.status === 'idle') return null;
  return (
    <Card
      title={<>{t('preview.title')} <span className="badge badge-info">{t('preview.scenario')}</span></>}
      className="model-check"
    >
      <div className="model-check-body" data-testid="model-check">
        {state.status === 'checking' ? <Spinner label={t('checking')} /> : null}
        {stale && state.status !== 'checking' ? <Alert tone="warning">{t('preview.stale')}</Alert> : null}
        {state.status === 'failed' ? <Alert tone="error" title={t('preview.failed')}>{state.message}</Alert> : null}
        {state.status === 'done' && !state.check.valid ? (
          <>
            <Alert tone="error" title={state.check.answer.problem_count === 0 ? t('noProblems') : t('problems', { count: state.check.answer.problem_count })}>{t('preview.invalid')}</Alert>
            <ProblemList
              problems={state.check.answer.problems}
              total={state.check.answer.problem_count}
              label={t('problemsTitle')}
              exists={exists}
              onSelect={onSelect}
              testId="model-check-problems"
            />
          </>
        ) : null}
        {state.status === 'done' && state.check.valid ? (
          <>
            <Alert tone="info">{t('preview.compiled', { lines: state.check.answer.lines, drivers: state.check.answer.drivers })}</Alert>
            <p className="muted model-note">{t('preview.explanation')}</p>
            <PreviewTable preview={state.check.answer.preview} />
          </>
        ) : null}
      </div>
    </Card>
  );
}
