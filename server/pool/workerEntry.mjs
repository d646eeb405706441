// The entry of every pool thread (server/pool/threadPool.ts): a worker thread starts without the
// TypeScript loader of the main thread (tsx under `npm start`, Vite's under Vitest), so it
// registers tsx itself and then loads the TypeScript module its pool names in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const worker = await import(workerData.module);
export default worker.default;
