import * as Comlink from 'comlink';
import type { CalcApi, EarlyKeyFigures } from '../../workers/calc-api.ts';
import { registerSnapshotWire } from '../../workers/snapshotWire.ts';

/**
 * The UI's only door to the model: a typed Comlink proxy to the calculation worker. The UI thread
 * never runs HyperFormula itself.
 */
let proxy: Comlink.Remote<CalcApi> | undefined;
const keyFiguresListeners = new Set<(early: EarlyKeyFigures) => void>();

export function modelWorker(): Comlink.Remote<CalcApi> {
  if (!proxy) {
    registerSnapshotWire();
    const worker = new Worker(new URL('../../workers/calc.worker.ts', import.meta.url), { type: 'module', name: 'fahrplan-calc' });
    proxy = Comlink.wrap<CalcApi>(worker);
    // A channel of its own for a preview's key figures, sent ahead of its snapshot.
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<EarlyKeyFigures>) => keyFiguresListeners.forEach((listener) => listener(event.data));
    void proxy.watchKeyFigures(Comlink.transfer(channel.port2, [channel.port2]));
  }
  return proxy;
}

/** Calls `listener` with every preview's key figures as the worker sends them ahead of its snapshot; returns the unsubscribe. */
export function onEarlyKeyFigures(listener: (early: EarlyKeyFigures) => void): () => void {
  keyFiguresListeners.add(listener);
  return () => keyFiguresListeners.delete(listener);
}
