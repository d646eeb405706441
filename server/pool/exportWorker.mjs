// The export pool's worker entry: a worker thread starts without the TypeScript loader of the
// main thread (tsx under `npm start`, Vite's under Vitest), so it registers tsx itself and then
// loads the TypeScript worker (server/pool/exportPool.ts starts it with no execArgv).
import { register } from 'tsx/esm/api';

register();
const worker = await import('./exportWorker.ts');
export default worker.default;
