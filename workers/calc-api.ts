import { createModelSession, type DriverId, type HeadlineFigures, type ModelSession } from '../engine/session/session.ts';

/**
 * What the UI may ask of the model, as plain data in and out (it crosses Comlink). The same API
 * is hosted by the browser worker and, for the benchmark, by a Node worker thread.
 */
export interface CalcApi {
  headline(drivers: Partial<Record<DriverId, number>>): HeadlineFigures;
}

export function createCalcApi(): CalcApi {
  let session: ModelSession | undefined;
  return {
    headline(drivers) {
      session ??= createModelSession();
      session.setDrivers(drivers);
      return session.headline();
    },
  };
}
