import { lazy, Suspense, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { AttributionResult } from '../../../engine/analysis/attribution.ts';
import type { HeadcountPlan } from '../../../engine/headcount/plan.ts';
import { useTranslation } from '../../i18n/index.ts';
import { publishedDriver } from '../../state/publishedModel.ts';
import { formatByUnit, formatPercent } from '../../ui/figures.ts';
import { analysisFigure, analysisFigures, DEFAULT_ANALYSIS_YEAR, DEFAULT_FIGURE_ID } from '../../model/analysisFigures.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { useWorkerQuery } from '../../model/useWorkerQuery.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { FigureSelect, YearSelect } from '../../ui/analysis/FigurePicker.tsx';
import { formatFigure, formatFigureChange, formatStandardError } from '../../ui/analysis/figureFormat.ts';
import { useShownNames } from '../../ui/analysis/shownNames.ts';
import { movingContributions, shareOfDifference, waterfallSteps, type WaterfallStep } from './waterfallSteps.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const WaterfallChart = lazy(() => import('../../ui/chart/WaterfallChart.tsx'));

/**
 * One side of the comparison: a name, the values it sets over the driver catalog (a scenario's,
 * drafts included) and the headcount plan it computes with (absent or null: generated from them).
 */
export interface ComparedSide {
  name: string;
  overrides: Record<string, number>;
  headcount?: HeadcountPlan | null;
}

function shareText(value: number, difference: number): string {
  const share = shareOfDifference(value, difference);
  return share === null ? '—' : formatPercent(share * 100);
}

/** Contributions are not coloured: whether more of a figure is better depends on the figure (like 'Key Driver Differences'). */
function ContributionTable({ result, unit, caption, sampled }: { result: AttributionResult; unit: string; caption: string; sampled: boolean }) {
  const { t } = useTranslation('scenarios');
  const names = useShownNames();
  return (
    <table className="compare-table attribution-table" data-testid="attribution-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('why.driver')}</th>
          <th scope="col" className="num">{t('why.values')}</th>
          <th scope="col" className="num">{t('why.contribution')}</th>
          {sampled ? <th scope="col" className="num">{t('why.standardError')}</th> : null}
          <th scope="col" className="num">{t('why.share')}</th>
        </tr>
      </thead>
      <tbody>
        {result.contributions.map((c) => {
          const driver = publishedDriver(c.driver);
          return (
            <tr key={c.driver} data-driver={c.driver}>
              <th scope="row">{names.driver(c.driver)}</th>
              <td className="num muted">{formatByUnit(c.from, driver?.unit ?? '')} → {formatByUnit(c.to, driver?.unit ?? '')}</td>
              <td className="num" data-testid="contribution">{formatFigureChange(c.value, unit)}</td>
              {sampled ? <td className="num muted">{c.standard_error > 0 ? formatStandardError(c.standard_error, unit) : '—'}</td> : null}
              <td className="num">{shareText(c.value, result.difference)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('why.total')}</th>
          <td className="num muted">{formatFigure(result.from_value, unit)} → {formatFigure(result.to_value, unit)}</td>
          <td className="num" data-testid="attribution-difference">{formatFigureChange(result.difference, unit)}</td>
          {sampled ? <td /> : null}
          <td className="num">{result.difference === 0 ? '—' : formatPercent(100)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * 'Why they differ' (issue 17): the difference of a figure between the two sides split into
 * per-driver Shapley contributions that add up exactly to it, as a waterfall from the first
 * side's figure to the second's, the method it was computed with, and the same numbers as a table.
 * The worker computes it from the two sides' driver values on the loaded baseline.
 */
export function WhyTheyDiffer({ from, to }: { from: ComparedSide; to: ComparedSide }) {
  const ids = useId();
  const { t } = useTranslation('scenarios');
  const [figureId, setFigureId] = useState(DEFAULT_FIGURE_ID);
  const [year, setYear] = useState(DEFAULT_ANALYSIS_YEAR);
  const loaded = useAtomValue(snapshotAtom) !== null;
  const figure = analysisFigure(figureId);
  const key = loaded ? JSON.stringify([from.overrides, to.overrides, from.headcount, to.headcount, figureId, year]) : null;
  const query = useWorkerQuery(key, () => modelWorker().attribution({
    from: from.overrides, to: to.overrides, fromHeadcount: from.headcount, toHeadcount: to.headcount, figure: figureId, year,
  }), t('why.failed'));
  const result = query.status === 'loaded' ? query.data : null;
  const unit = figure?.unit ?? '';
  const names = useShownNames();
  const figureName = `${names.figure(figureId)} ${year}`;

  const stepLabel = (step: WaterfallStep): string => {
    if (step.kind === 'total') return step.label === 'from' ? from.name : to.name;
    return step.kind === 'other' ? t('why.other', { count: step.drivers.length }) : names.driver(step.label);
  };
  const moving = result ? movingContributions(result) : [];
  const steps = result ? waterfallSteps(result) : [];
  const largest = result && moving[0]
    ? t('why.largest', { driver: names.driver(moving[0].driver), change: formatFigureChange(moving[0].value, unit), share: shareText(moving[0].value, result.difference) })
    : '';
  const unmoved = result ? result.contributions.length - moving.length : 0;

  return (
    <section className="comparison-section why-differ" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('why.title')}</h3>
      <p className="muted why-hint">{t('why.hint', { from: from.name, to: to.name })}</p>
      <div className="why-pickers">
        <label className="field" htmlFor={`${ids}-figure`}>
          <span>{t('why.figure')}</span>
          <FigureSelect id={`${ids}-figure`} figures={analysisFigures()} value={figureId} onChange={setFigureId} />
        </label>
        <label className="field" htmlFor={`${ids}-year`}>
          <span>{t('why.year')}</span>
          <YearSelect id={`${ids}-year`} value={year} onChange={setYear} />
        </label>
      </div>
      {query.status === 'error' ? <Alert tone="error" title={t('why.failed')}>{query.message}</Alert> : null}
      {query.status === 'loading' ? <Spinner label={t('why.loading')} /> : null}
      {result ? (
        result.difference === 0 && moving.length === 0 ? <p className="muted">{t('why.noDifference', { figure: figureName })}</p> : (
          <>
            {largest ? <p className="why-largest" data-testid="attribution-largest">{largest}</p> : null}
            <Suspense fallback={<Spinner label={t('why.loading')} />}>
              <WaterfallChart steps={steps} labels={steps.map(stepLabel)} unit={unit} label={t('why.chartLabel', { figure: figureName, from: from.name, to: to.name, largest })} />
            </Suspense>
            <p className="muted why-method" data-testid="attribution-method">
              {result.method === 'exact' ? t('why.exact') : t('why.sampled', { orders: result.permutations ?? 0, seed: result.seed ?? 0 })}
              {unmoved > 0 ? ` ${t('why.noEffect', { count: unmoved, figure: figureName })}` : ''}
            </p>
            {/* A table wider than a phone scrolls in its own box, not the chart with it. */}
            <ScrollRegion label={t('why.table', { figure: figureName })} className="attribution-table-box">
              <ContributionTable result={result} unit={unit} caption={t('why.table', { figure: figureName })} sampled={result.method === 'sampled'} />
            </ScrollRegion>
          </>
        )
      ) : null}
    </section>
  );
}
