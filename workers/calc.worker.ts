import * as Comlink from 'comlink';
import { createCalcApi } from './calc-api.ts';
import { registerSnapshotWire } from './snapshotWire.ts';

registerSnapshotWire();
Comlink.expose(createCalcApi());
