import type { Actuals } from '../actuals/schema.ts';
import { seriesOf } from '../actuals/schema.ts';
import { CLOSABLE_MONTHS, CLOSED_MONTH_LINES, closedMonthCount, OPTIONAL_ACTUAL_LINES, optionalActual } from '../actuals/closedMonths.ts';
import { SETTING_NAMES } from '../model/baselineSettings.ts';
import { actualFieldsOf, workbookLayout, type Layout } from '../workbook/compile.ts';
import type { HeadcountPlan } from '../headcount/plan.ts';
import { headcountInput } from './headcountInput.ts';
import { compileWasmModel } from './wasm.ts';
import {
  CLOSED_FLAG_ROW, CLOSED_PRESENT_ROW, KERNEL_COLUMNS, kernelConstants, kernelMemory, MODEL_DEFINITION, RESULT_SHEETS, type ModelDefinition, type ModelPlan, type ResultSheet,
} from './modelPlan.ts';

/**
 * The compiled kernel: the one model definition compiled to WebAssembly when the kernel is created
 * (wasm.ts) and evaluated over its memory, the twin of the HyperFormula workbook (the model of record). One call evaluates
 * every derived value, every line of every month, every annual figure and every KPI for a driver
 * vector, in microseconds; a property test holds every cell equal to the workbook's
 * (tests/property/kernel-twin.property.test.ts).
 *
 * A result holds the workbook's sheets without their header row and id column, row-major
 * (modelPlan.ts); NaN stands for what the session reads as null: an empty cell or an error.
 */

export type KernelResult = Record<ResultSheet, Float64Array>;

export interface PreparedKernel {
  /** The kernel's own result: every evaluation without `out` overwrites it. */
  readonly result: KernelResult;
  /** Replaces the baseline months (the Actuals sheet), the opening cash and the closed months' actuals. */
  setActuals(actuals: Actuals): void;
  /** The last closed month of the actuals set. */
  closedThrough(): string | null;
  /** The headcount plan of the scenarios evaluated next; null (the default): the plan generated from each driver vector. */
  setHeadcount(plan: HeadcountPlan | null): void;
  /**
   * Evaluates the whole model for a driver vector (values in `driverIds` order). Allocation-free:
   * returns the kernel's own result, overwritten by the next call, or copies it into `out`.
   */
  evaluate(drivers: Float64Array, out?: KernelResult): KernelResult;
  /** Arrays shaped for `evaluate(…, out)`. */
  createResult(): KernelResult;
}

export interface ModelKernel {
  readonly layout: Layout;
  /** Driver ids in driver-vector order (the Drivers sheet's rows). */
  readonly driverIds: readonly string[];
  readonly driverIndex: ReadonlyMap<string, number>;
  /** A full driver record (session.initialDriverValues) as a driver vector. */
  driverVector(values: Record<string, number>): Float64Array;
  /** A kernel with its own memory over these actuals. */
  prepare(actuals: Actuals): PreparedKernel;
}

/**
 * The kernel of a model definition (the shipped one unless given): compiled to WebAssembly when
 * created (wasm.ts). A definition compileModel checked comes with its layout and plan, which are
 * then not made again.
 */
export function createKernel(definition: ModelDefinition = MODEL_DEFINITION, compiled?: { layout: Layout; plan: ModelPlan }): ModelKernel {
  const layout = compiled?.layout ?? workbookLayout(definition);
  const memoryLayout = kernelMemory(layout);
  const { instantiate } = compileWasmModel(definition, layout, compiled?.plan);
  const constants = kernelConstants(definition, layout);
  const actualFields = actualFieldsOf(definition);
  const driverIds = definition.drivers.map((driver) => driver.id);
  const driverIndex = new Map(driverIds.map((id, i) => [id, i]));
  const { base, sizes } = memoryLayout;
  const actualRow = (id: string) => base.actuals + ((layout.rows.Actuals.get(id) as number) - 1) * KERNEL_COLUMNS.actuals;
  const settingCells = SETTING_NAMES.map((setting) => ({ setting, index: base.actuals + ((layout.settingRows.get(setting.name) as number) - 1) * KERNEL_COLUMNS.actuals }));

  const createResult = (): KernelResult => ({
    drivers: new Float64Array(sizes.drivers), actuals: new Float64Array(sizes.actuals), monthly: new Float64Array(sizes.monthly),
    annual: new Float64Array(sizes.annual), kpis: new Float64Array(sizes.kpis),
  });

  function prepare(actuals: Actuals): PreparedKernel {
    const { memory, evaluate: evaluateModel } = instantiate();
    memory.fill(NaN);
    const view = (sheet: ResultSheet) => memory.subarray(base[sheet], base[sheet] + sizes[sheet]);
    const result: KernelResult = { drivers: view('drivers'), actuals: view('actuals'), monthly: view('monthly'), annual: view('annual'), kpis: view('kpis') };
    for (const { index, value } of constants) memory[index] = value;
    let closedThrough: string | null = null;
    const setActuals = (next: Actuals): void => {
      for (const field of actualFields) memory.set(seriesOf(next.values, field), actualRow(field));
      for (const { setting, index } of settingCells) memory[index] = setting.value(next.settings);
      const closed = memory.subarray(base.closed, base.closed + sizes.closed).fill(NaN);
      const count = closedMonthCount(next.closed?.lastClosedMonth ?? null);
      CLOSABLE_MONTHS.forEach((month, i) => {
        const c = i + 1;
        closed[CLOSED_FLAG_ROW * KERNEL_COLUMNS.closed + c] = i < count ? 1 : 0;
        if (i >= count) return;
        CLOSED_MONTH_LINES.forEach((line, r) => {
          const value = next.closed?.values[month]?.[line];
          if (value === undefined || !Number.isFinite(value)) throw new Error(`Closed month ${month} has no actual ${line}`);
          closed[r * KERNEL_COLUMNS.closed + c] = value;
        });
        OPTIONAL_ACTUAL_LINES.forEach((line, k) => {
          const value = optionalActual(next.closed, month, line);
          closed[(CLOSED_MONTH_LINES.length + k) * KERNEL_COLUMNS.closed + c] = value ?? NaN;
          closed[(CLOSED_PRESENT_ROW + k) * KERNEL_COLUMNS.closed + c] = value === undefined ? 0 : 1;
        });
      });
      closedThrough = next.closed?.lastClosedMonth ?? null;
    };
    setActuals(actuals);
    const headcount = headcountInput(layout, driverIndex);
    const monthlyMemory = view('monthly');
    return {
      result,
      setActuals,
      closedThrough: () => closedThrough,
      setHeadcount: (plan) => headcount.set(plan),
      createResult,
      evaluate(drivers, out) {
        if (drivers.length !== driverIds.length) throw new Error(`A driver vector holds ${driverIds.length} values, not ${drivers.length}`);
        memory.set(drivers, base.drivers);
        headcount.fill(drivers, monthlyMemory);
        evaluateModel();
        if (!out) return result;
        for (const sheet of RESULT_SHEETS) out[sheet].set(result[sheet]);
        return out;
      },
    };
  }

  return {
    layout,
    driverIds,
    driverIndex,
    driverVector(values) {
      return Float64Array.from(driverIds, (id) => {
        const value = values[id];
        if (value === undefined || !Number.isFinite(value)) throw new Error(`Driver ${id} has no value`);
        return value;
      });
    },
    prepare,
  };
}
