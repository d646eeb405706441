// Worker threads do not inherit tsx's loader: register it, then load the TypeScript attacker.
import { register } from 'tsx/esm/api';

register();
await import('./stream-attack-worker.ts');
