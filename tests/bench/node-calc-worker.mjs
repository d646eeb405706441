// Worker threads do not inherit tsx's loader: register it, then load the TypeScript host.
import { register } from 'tsx/esm/api';

register();
await import('./node-calc-worker.ts');
