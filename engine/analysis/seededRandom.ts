/**
 * The seeded generator of forecast ranges and sampled gap attributions: sfc32, Chris Doty-Humphrey's
 * Small Fast Counting generator (PractRand; 128 bits of state, passes PractRand and BigCrush),
 * seeded by splitmix32 of a 32-bit seed and warmed up by 12 outputs as its author recommends. The
 * same seed gives the same stream on every JavaScript engine: it uses only 32-bit integer
 * arithmetic (Math.imul, >>>).
 */

/** Seeds are whole numbers 0 … 2³² − 1. */
export const MAX_SEED = 0xffff_ffff;

export interface Random {
  /** A uniform number in (0, 1): never 0 or 1, so inverse distribution functions stay finite. */
  next(): number;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e37_79b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85eb_ca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2_ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seededRandom(seed: number): Random {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) throw new RangeError(`A seed is a whole number from 0 to ${MAX_SEED}, not ${seed}`);
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let counter = 1;
  const next32 = (): number => {
    const t = (((a + b) >>> 0) + counter) >>> 0;
    counter = (counter + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i += 1) next32();
  return { next: () => (next32() + 0.5) / 0x1_0000_0000 };
}

/** A seed for a run that was given none. */
export function freshSeed(): number {
  return Math.floor(Math.random() * (MAX_SEED + 1));
}
