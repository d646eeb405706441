import * as Comlink from 'comlink';
import type { CalcApi } from '../../workers/calc-api.ts';
import { registerSnapshotWire } from '../../workers/snapshotWire.ts';

/**
 * The UI's only door to the model: a typed Comlink proxy to the calculation worker. The UI thread
 * never runs HyperFormula itself.
 */
let proxy: Comlink.Remote<CalcApi> | undefined;

export function modelWorker(): Comlink.Remote<CalcApi> {
  if (!proxy) {
    registerSnapshotWire();
    const worker = new Worker(new URL('../../workers/calc.worker.ts', import.meta.url), { type: 'module', name: 'fahrplan-calc' });
    proxy = Comlink.wrap<CalcApi>(worker);
  }
  return proxy;
}
