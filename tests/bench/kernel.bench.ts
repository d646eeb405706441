import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createKernel } from '../../engine/kernel/kernel.ts';
import { kernelCells } from '../../engine/kernel/read.ts';
import { readYears } from '../../engine/session/annualFigures.ts';
import { readKpis } from '../../engine/session/kpiResults.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { createModelSession } from '../../engine/session/session.ts';
import { columnLetters } from '../../engine/formula/translate.ts';
import { sheetValues } from '../../engine/workbook/snapshot.ts';
import { KPI_YEARS, workbookLayout } from '../../engine/workbook/compile.ts';
import { MODEL_DEFINITION } from '../../engine/kernel/modelPlan.ts';
import { DEFAULT_MODEL_SOURCE, type ModelSource } from '../../engine/model/definition.ts';
import { compileModel } from '../../engine/model/definitionCheck.ts';
import { tenfoldSource } from '../helpers/modelDefinitions.ts';
import { compileWasmModel } from '../../engine/kernel/wasm.ts';
import { buildFinancialModel } from '../../server/export/excel/financialModel.ts';
import { analysisModel } from '../../engine/analysis/analysisModel.ts';
import { createRangesRun } from '../../engine/analysis/ranges/run.ts';
import { EXCEL_SHEET } from '../../server/export/excel/sheetNames.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { WIDE_DRIVER } from './engine.bench.ts';
import { DEFAULT_DEPARTMENTS, type HeadcountPlan, type Position } from '../../engine/headcount/plan.ts';
import { changeAndReadInLibreOffice, hasLibreOffice } from './libreoffice.ts';
import { timing, type BenchRun, type Figure } from './stats.ts';

const FIGURE = {
  evaluate: 'kernel: evaluate the full model',
  evaluatePlan: 'kernel: evaluate the full model with a 200-position headcount plan',
  evaluatePlanDelay: 'kernel: evaluate with a 200-position plan, the hiring delay new every time',
  compile: 'kernel: compile the default model definition',
  compileTenfold: 'kernel: compile a 10× model definition',
  runtime: 'kernel (runtime): evaluate the full model',
  runtimeTenfold: 'kernel (runtime): evaluate the 10× model',
  kernel: `kernel: change ${WIDE_DRIVER.id} + read annual P&L and KPIs`,
  hyperformula: `hyperformula: change ${WIDE_DRIVER.id} + read annual P&L and KPIs`,
  libreOffice: `libreoffice: change ${WIDE_DRIVER.id} + read annual P&L and KPIs of the exported Excel model`,
};
const SAMPLES = 3000;
const LIBREOFFICE_CHANGES = 110;
const LIBREOFFICE_WARM_UP = 10;

/**
 * The compiled kernel (issue 16) beside the two spreadsheets it is measured against, in one run:
 * HyperFormula (the model of record, as the worker uses it) and LibreOffice Calc on the exported
 * Excel model. "Read" is what each gives a caller: for both evaluators the session's read models
 * (years with every annual line, KPI results of 2026 and 2030); LibreOffice's cell values of the
 * Annual and KPIs sheets.
 */
export async function benchKernel(run: BenchRun): Promise<void> {
  if (!run.wantsAny(Object.values(FIGURE))) return;
  const actuals = baselineActuals();
  const kernel = createKernel();
  const prepared = kernel.prepare(actuals);
  const vector = kernel.driverVector(effectiveDrivers(actuals));
  const cells = kernelCells(kernel, prepared.result, prepared.closedThrough);
  const wide = kernel.driverIndex.get(WIDE_DRIVER.id) as number;
  const figures: Partial<Record<keyof typeof FIGURE, Figure>> = {};
  const time = (fn: (i: number) => void, warmUp: number, samples: number): number[] => {
    for (let i = 0; i < warmUp; i += 1) fn(i);
    const out: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const start = performance.now();
      fn(i);
      out.push(performance.now() - start);
    }
    return out;
  };

  if (run.wants(FIGURE.evaluate)) {
    const samples = time(() => prepared.evaluate(vector), 20_000, SAMPLES);
    const batch = 20_000;
    const start = performance.now();
    for (let i = 0; i < batch; i += 1) prepared.evaluate(vector);
    figures.evaluate = timing(FIGURE.evaluate, samples, { perSecond: batch / ((performance.now() - start) / 1000), note: '   (goal < 0.1 ms)' });
    run.report(figures.evaluate);
  }

  // A plan of 200 positions over every department, hired from 2025 to 2030, a fifth of them ending.
  const plan: HeadcountPlan = {
    positions: Array.from({ length: 200 }, (_, i): Position => ({
      role: `Role ${i + 1}`, department: DEFAULT_DEPARTMENTS[i % DEFAULT_DEPARTMENTS.length]?.id as string, count: 1 + (i % 3),
      start_month: `${2025 + (i % 6)}-${String(1 + (i % 12)).padStart(2, '0')}`, end_month: i % 5 === 0 ? '2030-06' : null,
      annual_salary: 40_000 + 500 * i, raise_pct: i % 2 === 0 ? null : 4, raise_month: 1 + (i % 12), variable_pct: i % 4 === 0 ? 20 : 0, recruiting_cost: 5_000,
    })),
  };
  if (run.wants(FIGURE.evaluatePlan) || run.wants(FIGURE.evaluatePlanDelay)) {
    prepared.setHeadcount(plan);
    if (run.wants(FIGURE.evaluatePlan)) {
      const planned = timing(FIGURE.evaluatePlan, time(() => prepared.evaluate(vector), 20_000, SAMPLES), { note: '   the plan and its drivers as before: the plan rows are kept (issue 28 goal < 0.1 ms)' });
      run.report(planned);
    }
    if (run.wants(FIGURE.evaluatePlanDelay)) {
      const delayAt = kernel.driverIndex.get('hiring_delay_months') as number;
      const delayed = Float64Array.from(vector);
      const moving = timing(FIGURE.evaluatePlanDelay, time((i) => {
        delayed[delayAt] = (i % 97) / 8;
        prepared.evaluate(delayed);
      }, 2_000, SAMPLES), { note: '   a forecast-range draw: the plan\'s months redone for each evaluation (issue 28 goal < 0.1 ms)' });
      run.report(moving);
    }
    prepared.setHeadcount(null);
  }

  if (run.wants(FIGURE.compile)) {
    const layout = workbookLayout();
    // Until it answers: plan, write the WebAssembly, and the engine's compile (lazy: on the first call).
    const ready = () => compileWasmModel(MODEL_DEFINITION, layout).instantiate().evaluate();
    figures.compile = timing(FIGURE.compile, time(ready, 5, 60), { note: '   to the first evaluation (issue 27 goal < 20 ms)' });
    run.report(figures.compile);
  }

  // A definition as it arrives at run time (the API, a stored version): JSON, checked, compiled, its own kernel.
  const TENFOLD_COPIES = 4;
  const tenfold = tenfoldSource(TENFOLD_COPIES);
  const runtimeKernel = (source: ModelSource) => {
    const compiled = compileModel(JSON.parse(JSON.stringify(source)) as ModelSource);
    if (!compiled.ok) throw new Error(`the bench's definition does not compile: ${compiled.problems[0]?.message}`);
    return createKernel(compiled.model.definition, compiled.model);
  };
  if (run.wants(FIGURE.compileTenfold)) {
    const ready = () => runtimeKernel(tenfold).prepare(actuals).evaluate(vector);
    figures.compileTenfold = timing(FIGURE.compileTenfold, time(ready, 2, 20), { note: `   ${tenfold.lines.length} lines: checked, planned, WebAssembly, first evaluation (issue 27 goal < 200 ms)` });
    run.report(figures.compileTenfold);
  }
  for (const [key, source, note] of [
    ['runtime', DEFAULT_MODEL_SOURCE, `   ${DEFAULT_MODEL_SOURCE.lines.length} lines`],
    ['runtimeTenfold', tenfold, `   ${tenfold.lines.length} lines (issue 27 goal < 0.5 ms)`],
  ] as const) {
    if (!run.wants(FIGURE[key])) continue;
    const runtime = runtimeKernel(source).prepare(actuals);
    figures[key] = timing(FIGURE[key], time(() => runtime.evaluate(vector), 2_000, SAMPLES), { note });
    run.report(figures[key]);
  }
  const [runtimeMedian, kernelMedian] = [figures.runtime?.median_ms, figures.evaluate?.median_ms];
  if (runtimeMedian && kernelMedian) {
    run.note(`kernel (runtime) ÷ kernel on the full model, medians in this run: ${(runtimeMedian / kernelMedian).toFixed(2)} (issue 27 goal ≤ 2)`);
  }

  if (run.wants(FIGURE.kernel)) {
    const changeAndRead = (i: number) => {
      vector[wide] = WIDE_DRIVER.values(i);
      prepared.evaluate(vector);
      readYears(cells);
      readKpis(cells, 2026);
      readKpis(cells, 2030);
    };
    figures.kernel = timing(FIGURE.kernel, time(changeAndRead, 20_000, SAMPLES));
    run.report(figures.kernel);
  }

  if (run.wants(FIGURE.hyperformula)) {
    const session = createModelSession({ actuals });
    const changeAndRead = (i: number) => {
      session.setDrivers({ [WIDE_DRIVER.id]: WIDE_DRIVER.values(i) });
      session.years();
      session.kpis(2026);
      session.kpis(2030);
    };
    figures.hyperformula = timing(FIGURE.hyperformula, time(changeAndRead, 20, 150));
    run.report(figures.hyperformula);
    session.destroy();
  }

  if (run.wants(FIGURE.libreOffice)) {
    if (!hasLibreOffice()) {
      run.skipped([FIGURE.libreOffice], 'LibreOffice figure: soffice not found (apt-get install libreoffice-calc-nogui)');
    } else {
      figures.libreOffice = await libreOfficeFigure();
      run.report(figures.libreOffice);
    }
  }

  const slider = figures.kernel?.median_ms;
  const times = (other: Figure | undefined) => (slider && other?.median_ms ? Math.round(other.median_ms / slider) : undefined);
  const [hyperformula, libreOffice] = [times(figures.hyperformula), times(figures.libreOffice)];
  const compared = [hyperformula && `${hyperformula}× faster than HyperFormula`, libreOffice && `${libreOffice}× faster than LibreOffice`].filter(Boolean);
  if (compared.length > 0) run.note(`kernel change + read, medians in this run: ${compared.join(', ')} (goal: at least 100× faster than LibreOffice)`);
}

async function libreOfficeFigure(): Promise<Figure> {
  const actuals = baselineActuals();
  const session = createModelSession({ actuals });
  const { layout } = session.workbook;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-bench-lo-'));
  try {
    const workbook = path.join(workDir, 'model.xlsx');
    // The Forecast Ranges sheet holds values LibreOffice does not recalculate: a small run fills it.
    const ranges = createRangesRun(analysisModel(actuals), { drivers: session.driverValues(), draws: 100, seed: 1 });
    ranges.step(100);
    fs.writeFileSync(workbook, await buildFinancialModel({
      scenarioName: 'Baseline', actuals, definition: layout.definition, modelVersion: 1, driverValues: session.driverValues(), headcount: null, values: sheetValues(session), forecastRanges: ranges.result(), forecastRangesRun: 'bench run', baselineVersion: 1, exportedAt: new Date(), sampleActuals: false, numberFormat: 'en',
    }));
    const values = Array.from({ length: LIBREOFFICE_CHANGES }, (_, i) => WIDE_DRIVER.values(i));
    const lastColumn = (count: number) => columnLetters(count);
    const { samples, checked } = changeAndReadInLibreOffice(workDir, {
      workbook,
      driver: { sheet: EXCEL_SHEET.Drivers, cell: `B${(layout.rows.Drivers.get(WIDE_DRIVER.id) as number) + 1}` },
      values,
      annual: { sheet: EXCEL_SHEET.Annual, range: `B2:${lastColumn(layout.annualCol(2030))}${layout.rows.Annual.size + 1}` },
      kpis: { sheet: EXCEL_SHEET.KPIs, range: `B2:${lastColumn(layout.kpiCol(KPI_YEARS[KPI_YEARS.length - 1] as number))}${layout.rows.KPIs.size + 1}` },
      check: { row: (layout.rows.Annual.get('total_revenue') as number) - 1, column: layout.annualCol(2030) - 1 },
    });
    // The figure counts only if LibreOffice recalculated: its 2030 revenue after the last change is the engine's.
    session.setDrivers({ [WIDE_DRIVER.id]: values[values.length - 1] as number });
    const expected = session.years()[2030]?.total_revenue ?? NaN;
    if (!(Math.abs(checked - expected) <= 1e-9 * Math.abs(expected))) throw new Error(`LibreOffice's 2030 revenue ${checked} is not the engine's ${expected}`);
    return timing(FIGURE.libreOffice, samples.slice(LIBREOFFICE_WARM_UP), { note: '   (Basic macro, whole-ms ticks)' });
  } finally {
    session.destroy();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
