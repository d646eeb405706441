// Hosts the calculation API in a Node worker thread with Comlink's node adapter, so the benchmark
// measures the same round trip the browser makes (structured clone + engine), off the main thread.
import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createCalcApi } from '../../workers/calc-api.ts';

if (!parentPort) throw new Error('run as a worker thread');
Comlink.expose(createCalcApi(), nodeEndpoint(parentPort));
