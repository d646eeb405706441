import { lazy, Suspense, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { AttributionResult } from '../../../engine/analysis/attribution.ts';
import type { HeadcountPlan } from '../../../engine/headcount/plan.ts';
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
import { SCENARIO_TEXT } from './texts.ts';
import { movingContributions, shareOfDifference, waterfallSteps, type WaterfallStep } from './waterfallSteps.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const TEXT = SCENARIO_TEXT.why;
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

const driverName = (id: string) => publishedDriver(id)?.name ?? id;

function shareText(value: number, difference: number): string {
  const share = shareOfDifference(value, difference);
  return share === null ? '—' : formatPercent(share * 100);
}

/** Contributions are not coloured: whether more of a figure is better depends on the figure (like 'Key Driver Differences'). */
function ContributionTable({ result, unit, caption, sampled }: { result: AttributionResult; unit: string; caption: string; sampled: boolean }) {
  return (
    <table className="compare-table attribution-table" data-testid="attribution-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXT.driver}</th>
          <th scope="col" className="num">{TEXT.values}</th>
          <th scope="col" className="num">{TEXT.contribution}</th>
          {sampled ? <th scope="col" className="num">{TEXT.standardError}</th> : null}
          <th scope="col" className="num">{TEXT.share}</th>
        </tr>
      </thead>
      <tbody>
        {result.contributions.map((c) => {
          const driver = publishedDriver(c.driver);
          return (
            <tr key={c.driver} data-driver={c.driver}>
              <th scope="row">{driverName(c.driver)}</th>
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
          <th scope="row">{TEXT.total}</th>
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
  const [figureId, setFigureId] = useState(DEFAULT_FIGURE_ID);
  const [year, setYear] = useState(DEFAULT_ANALYSIS_YEAR);
  const loaded = useAtomValue(snapshotAtom) !== null;
  const figure = analysisFigure(figureId);
  const key = loaded ? JSON.stringify([from.overrides, to.overrides, from.headcount, to.headcount, figureId, year]) : null;
  const query = useWorkerQuery(key, () => modelWorker().attribution({
    from: from.overrides, to: to.overrides, fromHeadcount: from.headcount, toHeadcount: to.headcount, figure: figureId, year,
  }), TEXT.failed);
  const result = query.status === 'loaded' ? query.data : null;
  const unit = figure?.unit ?? '';
  const figureName = `${figure?.name ?? figureId} ${year}`;

  const stepLabel = (step: WaterfallStep): string => {
    if (step.kind === 'total') return step.label === 'from' ? from.name : to.name;
    return step.kind === 'other' ? TEXT.other(step.drivers.length) : driverName(step.label);
  };
  const moving = result ? movingContributions(result) : [];
  const steps = result ? waterfallSteps(result) : [];
  const largest = result && moving[0] ? TEXT.largest(driverName(moving[0].driver), formatFigureChange(moving[0].value, unit), shareText(moving[0].value, result.difference)) : '';
  const unmoved = result ? result.contributions.length - moving.length : 0;

  return (
    <section className="comparison-section why-differ" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{TEXT.title}</h3>
      <p className="muted why-hint">{TEXT.hint(from.name, to.name)}</p>
      <div className="why-pickers">
        <label className="field" htmlFor={`${ids}-figure`}>
          <span>{TEXT.figure}</span>
          <FigureSelect id={`${ids}-figure`} figures={analysisFigures()} value={figureId} onChange={setFigureId} />
        </label>
        <label className="field" htmlFor={`${ids}-year`}>
          <span>{TEXT.year}</span>
          <YearSelect id={`${ids}-year`} value={year} onChange={setYear} />
        </label>
      </div>
      {query.status === 'error' ? <Alert tone="error" title={TEXT.failed}>{query.message}</Alert> : null}
      {query.status === 'loading' ? <Spinner label={TEXT.loading} /> : null}
      {result ? (
        result.difference === 0 && moving.length === 0 ? <p className="muted">{TEXT.noDifference(figureName)}</p> : (
          <>
            {largest ? <p className="why-largest" data-testid="attribution-largest">{largest}</p> : null}
            <Suspense fallback={<Spinner label={TEXT.loading} />}>
              <WaterfallChart steps={steps} labels={steps.map(stepLabel)} unit={unit} label={TEXT.chartLabel(figureName, from.name, to.name, largest)} />
            </Suspense>
            <p className="muted why-method" data-testid="attribution-method">
              {result.method === 'exact' ? TEXT.exact : TEXT.sampled(result.permutations ?? 0, result.seed ?? 0)}
              {unmoved > 0 ? ` ${TEXT.noEffect(unmoved, figureName)}` : ''}
            </p>
            {/* A table wider than a phone scrolls in its own box, not the chart with it. */}
            <ScrollRegion label={TEXT.table(figureName)} className="attribution-table-box">
              <ContributionTable result={result} unit={unit} caption={TEXT.table(figureName)} sampled={result.method === 'sampled'} />
            </ScrollRegion>
          </>
        )
      ) : null}
    </section>
  );
}
