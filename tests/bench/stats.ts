/**
 * The figures of `npm run bench` and how they are printed: a line for people, or with `--json` one
 * JSON object per line, `{"name","median_ms","p95_ms","n"}` plus `"per_s"` for throughputs (and a
 * few figure-specific fields). `--only <text>` measures only the figures whose name contains it.
 */

export interface Figure {
  name: string;
  /** The line printed without --json. */
  text: string;
  median_ms: number | null;
  p95_ms: number | null;
  n: number;
  per_s?: number;
  /** Figure-specific numbers, printed with --json (e.g. the p99 of a load test). */
  extra?: Record<string, number | null>;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
/** Two decimals as always; more for figures below 0.1 ms, where two would hide them. */
const shown = (ms: number) => ms.toFixed(ms < 0.1 ? 4 : 2);

export function summarise(label: string, samples: number[], unit = 'ms'): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${label.padEnd(64)} median ${shown(quantile(sorted, 0.5))} ${unit}   p95 ${shown(quantile(sorted, 0.95))} ${unit}   (n=${sorted.length})`;
}

/** Median and p95 of timings in milliseconds; `note` follows the printed line, `perSecond` a throughput measured beside them. */
export function timing(name: string, samples: number[], options: { note?: string; perSecond?: number; extra?: Record<string, number | null> } = {}): Figure {
  const sorted = [...samples].sort((a, b) => a - b);
  const perSecond = options.perSecond === undefined ? '' : `   ${Math.round(options.perSecond).toLocaleString('en-US')}/s`;
  return {
    name,
    text: summarise(name, samples) + perSecond + (options.note ?? ''),
    median_ms: sorted.length ? quantile(sorted, 0.5) : null,
    p95_ms: sorted.length ? quantile(sorted, 0.95) : null,
    n: sorted.length,
    ...(options.perSecond === undefined ? {} : { per_s: options.perSecond }),
    ...(options.extra ? { extra: options.extra } : {}),
  };
}

const rounded = (value: number | null) => (value === null ? null : Number(value.toPrecision(6)));

export class BenchRun {
  /** Figures reported or skipped so far. */
  seen = 0;

  constructor(private readonly options: { json: boolean; only?: string }) {}

  /** Whether this run measures the figure. */
  wants(name: string): boolean {
    return this.options.only === undefined || name.includes(this.options.only);
  }

  /** Whether this run measures any of a bench's figures (a bench skips its setup otherwise). */
  wantsAny(names: readonly string[]): boolean {
    return names.some((name) => this.wants(name));
  }

  report(figure: Figure): void {
    if (!this.wants(figure.name)) return;
    this.seen += 1;
    if (!this.options.json) {
      console.log(figure.text);
      return;
    }
    const { name, median_ms, p95_ms, n, per_s, extra } = figure;
    const numbers = Object.fromEntries(Object.entries(extra ?? {}).map(([key, value]) => [key, rounded(value)]));
    console.log(JSON.stringify({ name, median_ms: rounded(median_ms), p95_ms: rounded(p95_ms), n, ...(per_s === undefined ? {} : { per_s: rounded(per_s) }), ...numbers }));
  }

  /** A sentence about the figures (a comparison within the run): printed for people, on stderr with --json. */
  note(text: string): void {
    if (this.options.json) console.error(text);
    else console.log(text);
  }

  /** Figures a bench cannot measure here: a loud line for people, stderr with --json (stdout carries only figures). */
  skipped(names: readonly string[], reason: string): void {
    const wanted = names.filter((name) => this.wants(name));
    if (wanted.length === 0) return;
    this.seen += wanted.length;
    if (this.options.json) for (const name of wanted) console.error(`SKIPPED ${name}: ${reason}`);
    else console.log(`SKIPPED ${reason}`);
  }
}
