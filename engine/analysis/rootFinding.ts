/**
 * One-dimensional numerical methods of goal seek: Brent's root finder and a golden-section search
 * for the extremes of a figure between two grid points.
 */

const EPSILON = Number.EPSILON;

/**
 * Brent's method (R. P. Brent, Algorithms for Minimization without Derivatives, 1973, ch. 4;
 * netlib `zeroin`): inverse quadratic interpolation and secant steps, falling back to bisection,
 * so it converges whenever f(a) and f(b) differ in sign and is as fast as the secant method on a
 * smooth function. Stops when the bracket is within 4·ε·|x| + `tolerance`.
 */
export function brentRoot(f: (x: number) => number, from: number, to: number, valueFrom: number, valueTo: number, tolerance = 0): number {
  let a = from;
  let b = to;
  let fa = valueFrom;
  let fb = valueTo;
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iteration = 0; iteration < 200; iteration += 1) {
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b; b = c; c = a;
      fa = fb; fb = fc; fc = fa;
    }
    const tol = 2 * EPSILON * Math.abs(b) + 0.5 * tolerance;
    const half = 0.5 * (c - b);
    if (Math.abs(half) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * half * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * half * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * half * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = half;
        e = d;
      }
    } else {
      d = half;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : half > 0 ? tol : -tol;
    fb = f(b);
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
  }
  return b;
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * The largest value of f on [from, to] by golden-section search (f unimodal there), with where it
 * is; NaN counts as lower than any number. For the least value, search −f.
 */
export function goldenMaximum(f: (x: number) => number, from: number, to: number, iterations = 40): { x: number; value: number } {
  const score = (x: number) => {
    const value = f(x);
    return Number.isNaN(value) ? -Infinity : value;
  };
  let a = from;
  let b = to;
  let x1 = b - GOLDEN * (b - a);
  let x2 = a + GOLDEN * (b - a);
  let f1 = score(x1);
  let f2 = score(x2);
  for (let i = 0; i < iterations && b - a > 4 * EPSILON * Math.max(Math.abs(a), Math.abs(b)); i += 1) {
    if (f1 < f2) {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + GOLDEN * (b - a);
      f2 = score(x2);
    } else {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - GOLDEN * (b - a);
      f1 = score(x1);
    }
  }
  return f1 >= f2 ? { x: x1, value: f1 } : { x: x2, value: f2 };
}

const bits = new DataView(new ArrayBuffer(8));
const SIGN = 1n << 63n;

/** A double's place in the order of all doubles, as an integer: neighbouring doubles differ by 1. */
function ordinal(x: number): bigint {
  bits.setFloat64(0, x);
  const raw = bits.getBigUint64(0);
  return raw >= SIGN ? -(raw - SIGN) : raw;
}

function fromOrdinal(n: bigint): number {
  bits.setBigUint64(0, n < 0n ? -n + SIGN : n);
  return bits.getFloat64(0);
}

/**
 * Where f stops having a value between `inside` (f finite) and `outside` (f not): bisection in the
 * order of the doubles, so it ends next to the edge in at most 64 steps whatever the scale (an
 * edge at 1e-300 is found as surely as one at 300). Returns every point evaluated on the way
 * where f has a value, the last one next to the edge.
 */
export function finiteEdge(f: (x: number) => number, inside: number, outside: number): { x: number; value: number }[] {
  let good = ordinal(inside);
  let bad = ordinal(outside);
  const seen: { x: number; value: number }[] = [];
  while (good - bad > 1n || bad - good > 1n) {
    const middle = (good + bad) / 2n;
    const x = fromOrdinal(middle);
    const value = f(x);
    if (Number.isFinite(value)) {
      good = middle;
      seen.push({ x, value });
    } else {
      bad = middle;
    }
  }
  return seen;
}
