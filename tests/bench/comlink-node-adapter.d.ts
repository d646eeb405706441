// Comlink ships its node adapter's types as node-adapter.d.ts beside the .mjs file.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  import type { Worker, MessagePort } from 'node:worker_threads';
  export default function nodeEndpoint(endpoint: Worker | MessagePort): Endpoint;
}
