/**
 * The part of the WebAssembly JavaScript API the runtime kernel uses (wasm.ts). The engine is
 * compiled without DOM or Node types (it runs in the browser worker, the server and the CLI, all
 * of which have WebAssembly), so the declarations it needs are here.
 */
declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array);
  }
  class Memory {
    readonly buffer: ArrayBuffer;
  }
  class Instance {
    constructor(module: Module, imports: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
}
