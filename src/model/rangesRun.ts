import { atom } from 'jotai';
import type { CalcApi } from '../../workers/calc-api.ts';
import type { RangesRunProgress } from '../../workers/rangesRunner.ts';
import { keepRangesRun, rangesInputsKey, type RangesRunOrigin } from '../state/rangesRuns.ts';
import { appStore } from '../state/store.ts';
import { modelWorker } from './modelClient.ts';
import { modelLoaded } from './modelState.ts';

/**
 * A forecast-ranges run driven from the UI: the worker evaluates it in steps of about STEP_MS
 * (workers/rangesRunner.ts) and this loop asks for the next step as soon as the last answered,
 * publishing the progress of each. Cancel tells the worker to drop the run and stops asking. The
 * loop lives outside any screen, so a run goes on while the user looks elsewhere, and its result
 * becomes the scenario's last result, kept on the server with its version (rangesRuns.ts).
 */

/** Worker time per step: long enough that the round trips cost little, short enough for a lively bar and a prompt cancel. */
const STEP_MS = 50;

export type RangesRunState =
  | { status: 'idle' }
  | { status: 'running'; scenarioId: string; phase: 'starting' | 'drawing' | 'summarising'; done: number; total: number; seed: number }
  | { status: 'finished'; scenarioId: string; total: number; seed: number }
  | { status: 'cancelled'; scenarioId: string; done: number; total: number; seed: number }
  | { status: 'failed'; scenarioId: string; message: string };

export const rangesRunStateAtom = atom<RangesRunState>({ status: 'idle' });

export interface RangesRunOrder extends RangesRunOrigin {
  scenarioId: string;
  draws: number;
  seed: number;
}

type RunMethod = 'rangesStart' | 'rangesStep' | 'rangesCancel';
/** The worker's run methods as the Comlink proxy answers them (or, in tests, the API itself). */
type Worker = { [K in RunMethod]: (...args: Parameters<CalcApi[K]>) => Promise<ReturnType<CalcApi[K]>> | ReturnType<CalcApi[K]> };

let going: { order: RangesRunOrder; runId: number | null; done: number } | null = null;

/** Runs forecast ranges for a scenario, replacing a run still going; resolves when it ends either way. */
export async function runForecastRanges(order: RangesRunOrder, options: { worker?: Worker; store?: typeof appStore } = {}): Promise<void> {
  const worker = options.worker ?? modelWorker();
  const store = options.store ?? appStore;
  if (going) await cancelForecastRanges({ worker, store });
  const mine = { order, runId: null as number | null, done: 0 };
  going = mine;
  const { scenarioId, draws, seed } = order;
  store.set(rangesRunStateAtom, { status: 'running', scenarioId, phase: 'starting', done: 0, total: draws, seed });
  try {
    // Run pressed while the page still loads the model: start once it is there.
    await modelLoaded(store);
    if (going !== mine) return;
    let progress: RangesRunProgress = await worker.rangesStart({ overrides: { ...order.overrides }, ranges: { ...order.ranges }, draws, seed });
    mine.runId = progress.runId;
    // Cancelled before the worker said which run it started: drop it there too.
    if (going !== mine) await worker.rangesCancel(progress.runId);
    for (;;) {
      // Cancelled (or replaced) while the worker answered: the cancel already told it.
      if (going !== mine) return;
      if (progress.phase === 'cancelled') break;
      mine.done = progress.done;
      if (progress.phase === 'finished') {
        keepRangesRun({ scenarioId, result: progress.result, inputs: rangesInputsKey(order), finishedAt: new Date().toISOString() }, store, order);
        store.set(rangesRunStateAtom, { status: 'finished', scenarioId, total: progress.total, seed });
        return;
      }
      store.set(rangesRunStateAtom, { status: 'running', scenarioId, phase: progress.phase, done: progress.done, total: progress.total, seed });
      progress = await worker.rangesStep(mine.runId, STEP_MS);
    }
    store.set(rangesRunStateAtom, { status: 'cancelled', scenarioId, done: mine.done, total: draws, seed });
  } catch (error) {
    if (going === mine) store.set(rangesRunStateAtom, { status: 'failed', scenarioId, message: error instanceof Error ? error.message : String(error) });
  } finally {
    if (going === mine) going = null;
  }
}

/** Stops the run going, if any; the last result of its scenario stays. */
export async function cancelForecastRanges(options: { worker?: Worker; store?: typeof appStore } = {}): Promise<void> {
  const stopping = going;
  if (!stopping) return;
  going = null;
  const { scenarioId, draws, seed } = stopping.order;
  (options.store ?? appStore).set(rangesRunStateAtom, { status: 'cancelled', scenarioId, done: stopping.done, total: draws, seed });
  if (stopping.runId !== null) await (options.worker ?? modelWorker()).rangesCancel(stopping.runId);
}
