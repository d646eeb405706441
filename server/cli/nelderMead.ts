/** A small deterministic PRNG (mulberry32): calibration runs give the same result every time. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Nelder–Mead minimisation of f from `start`, with an initial simplex of edge `edge`. */
export function nelderMead(f: (x: number[]) => number, start: number[], iterations: number, edge: number): number[] {
  const n = start.length;
  let simplex = [start, ...start.map((_, i) => start.map((v, j) => (i === j ? v + edge : v)))];
  let values = simplex.map(f);
  for (let k = 0; k < iterations; k += 1) {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]).map(([, i]) => i);
    simplex = order.map((i) => simplex[i] as number[]);
    values = order.map((i) => values[i] as number);
    const centroid = Array.from({ length: n }, (_, j) => simplex.slice(0, n).reduce((s, p) => s + (p[j] as number), 0) / n);
    const worst = simplex[n] as number[];
    const along = (t: number) => centroid.map((c, j) => c + t * (c - (worst[j] as number)));
    const reflected = along(1);
    const fr = f(reflected);
    if (fr < (values[0] as number)) {
      const expanded = along(2);
      const fe = f(expanded);
      [simplex[n], values[n]] = fe < fr ? [expanded, fe] : [reflected, fr];
    } else if (fr < (values[n - 1] as number)) {
      [simplex[n], values[n]] = [reflected, fr];
    } else {
      const contracted = along(-0.5);
      const fc = f(contracted);
      if (fc < (values[n] as number)) {
        [simplex[n], values[n]] = [contracted, fc];
      } else {
        const best = simplex[0] as number[];
        simplex = simplex.map((p, i) => (i === 0 ? p : p.map((v, j) => (best[j] as number) + 0.5 * (v - (best[j] as number)))));
        values = simplex.map((p, i) => (i === 0 ? (values[0] as number) : f(p)));
      }
    }
  }
  const bestIndex = values.indexOf(Math.min(...values));
  return simplex[bestIndex] as number[];
}
