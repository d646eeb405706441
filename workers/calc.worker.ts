import * as Comlink from 'comlink';
import { createCalcApi } from './calc-api.ts';

Comlink.expose(createCalcApi());
