import * as $ from './semantics.ts';

/**
 * WebAssembly's binary format, as much of it as the kernel writes (wasm.ts): opcodes, LEB128
 * numbers, one function's code in a growing byte array, the module's sections, and an instance
 * over its own memory. Nothing here knows the model.
 */

export const OP = {
  block: 0x02, loop: 0x03, if: 0x04, else: 0x05, end: 0x0b, brIf: 0x0d, call: 0x10, select: 0x1b,
  localGet: 0x20, localSet: 0x21, localTee: 0x22, f64Load: 0x2b, f64Store: 0x39, i32Const: 0x41, f64Const: 0x44,
  i32LtS: 0x48, i32GeS: 0x4e, i32Add: 0x6a, i32Sub: 0x6b, i32And: 0x71, i32Shl: 0x74,
  f64Eq: 0x61, f64Ne: 0x62, f64Lt: 0x63, f64Gt: 0x64, f64Le: 0x65, f64Ge: 0x66,
  f64Neg: 0x9a, f64ConvertI32U: 0xb8, f64Add: 0xa0, f64Sub: 0xa1, f64Mul: 0xa2, f64Div: 0xa3, f64Min: 0xa4, f64Max: 0xa5,
} as const;
export const TYPE = { i32: 0x7f, f64: 0x7c, empty: 0x40, func: 0x60 } as const;

/** The semantics.ts functions the code calls, in import order; `params` is also the index of its type (assemble). */
const IMPORTS = [
  { name: 'pow', params: 2, fn: $.pow },
  { name: 'exp', params: 1, fn: $.exp },
  { name: 'round', params: 2, fn: $.round },
  { name: 'chooseIndex', params: 2, fn: $.chooseIndex },
] as const;
type ImportName = (typeof IMPORTS)[number]['name'];
/** The index of the module's own function `i` (after the imported ones), for a call. */
export const functionIndex = (i: number) => IMPORTS.length + i;
export const importIndex = (name: ImportName) => IMPORTS.findIndex((entry) => entry.name === name);

const unsigned = (value: number): number[] => {
  const out: number[] = [];
  let rest = value >>> 0;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest !== 0) byte |= 0x80;
    out.push(byte);
  } while (rest !== 0);
  return out;
};
const signed = (value: number): number[] => {
  const out: number[] = [];
  let rest = value | 0;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    if ((rest === 0 && (byte & 0x40) === 0) || (rest === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
};
const text = (value: string): number[] => [...unsigned(value.length), ...new TextEncoder().encode(value)];
const vector = (items: readonly number[][]): number[] => [...unsigned(items.length), ...items.flat()];
const section = (id: number, body: readonly number[]): number[] => [id, ...unsigned(body.length), ...body];

/** One function's code, written into a growing byte array: no parameters; locals 0 (c) and 1 (c × 8) are i32, every later one f64. */
export class FunctionCode {
  private buffer = new Uint8Array(1 << 14);
  private length = 0;
  private temporaries = 0;
  private readonly free: number[] = [];
  private static readonly scratch = new DataView(new ArrayBuffer(8));

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
  /** Opcodes and immediate bytes. */
  op(...bytes: number[]): this {
    this.room(bytes.length);
    for (const byte of bytes) this.buffer[this.length++] = byte;
    return this;
  }
  private u32(value: number): this {
    this.room(5);
    let rest = value >>> 0;
    do {
      let byte = rest & 0x7f;
      rest >>>= 7;
      if (rest !== 0) byte |= 0x80;
      this.buffer[this.length++] = byte;
    } while (rest !== 0);
    return this;
  }
  get(index: number): this {
    return this.op(OP.localGet).u32(index);
  }
  set(index: number): this {
    return this.op(OP.localSet).u32(index);
  }
  tee(index: number): this {
    return this.op(OP.localTee).u32(index);
  }
  i32(value: number): this {
    return this.op(OP.i32Const, ...signed(value));
  }
  f64(value: number): this {
    this.room(9);
    this.buffer[this.length++] = OP.f64Const;
    FunctionCode.scratch.setFloat64(0, value, true);
    for (let k = 0; k < 8; k += 1) this.buffer[this.length++] = FunctionCode.scratch.getUint8(k);
    return this;
  }
  /** f64.load or f64.store of a cell (its byte offset an immediate) at the address on the stack. */
  load(cell: number): this {
    return this.op(OP.f64Load, 3).u32(cell * 8);
  }
  store(cell: number): this {
    return this.op(OP.f64Store, 3).u32(cell * 8);
  }
  call(index: number): this {
    return this.op(OP.call).u32(index);
  }
  /** An f64 local for a value held across code: released when no longer read. */
  take(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    this.temporaries += 1;
    return 1 + this.temporaries;
  }
  release(index: number): void {
    this.free.push(index);
  }
  body(): Uint8Array {
    const locals = vector([[...unsigned(2), TYPE.i32], ...(this.temporaries > 0 ? [[...unsigned(this.temporaries), TYPE.f64]] : [])]);
    const size = locals.length + this.length + 1;
    const prefix = unsigned(size);
    const out = new Uint8Array(prefix.length + size);
    out.set(prefix, 0);
    out.set(locals, prefix.length);
    out.set(this.buffer.subarray(0, this.length), prefix.length + locals.length);
    out[out.length - 1] = OP.end;
    return out;
  }
}

/** A module of the functions, the last one exported as evaluate, over a memory of `cells` numbers. */
export function assemble(functions: readonly FunctionCode[], cells: number): WebAssembly.Module {
  const pages = Math.max(1, Math.ceil((cells * 8) / 65536));
  const types = vector([[TYPE.func, 0, 0], [TYPE.func, 1, TYPE.f64, 1, TYPE.f64], [TYPE.func, 2, TYPE.f64, TYPE.f64, 1, TYPE.f64]]);
  const imports = vector(IMPORTS.map((entry) => [...text('$'), ...text(entry.name), 0x00, entry.params]));
  const bodies = functions.map((code) => code.body());
  const codeSize = unsigned(functions.length).length + bodies.reduce((sum, body) => sum + body.length, 0);
  const head = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, types),
    ...section(2, imports),
    ...section(3, vector(functions.map(() => [0]))),
    ...section(5, vector([[0x00, ...unsigned(pages)]])),
    ...section(7, vector([[...text('memory'), 0x02, 0], [...text('evaluate'), 0x00, ...unsigned(IMPORTS.length + functions.length - 1)]])),
    10, ...unsigned(codeSize), ...unsigned(functions.length),
  ];
  const bytes = new Uint8Array(head.length + codeSize - unsigned(functions.length).length);
  bytes.set(head, 0);
  let offset = head.length;
  for (const body of bodies) {
    bytes.set(body, offset);
    offset += body.length;
  }
  return new WebAssembly.Module(bytes);
}

const IMPORT_OBJECT = { $: Object.fromEntries(IMPORTS.map((entry) => [entry.name, entry.fn])) };

/** An instance with its own memory, as numbers. */
export function instantiate(module: WebAssembly.Module): { memory: Float64Array; evaluate: () => void } {
  const exported = new WebAssembly.Instance(module, IMPORT_OBJECT).exports as { memory: WebAssembly.Memory; evaluate: () => void };
  return { memory: new Float64Array(exported.memory.buffer), evaluate: exported.evaluate };
}
