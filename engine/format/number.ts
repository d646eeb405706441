/**
 * The specification's number formats, in one place for every screen, the PDF reports and the
 * exports (part 1 §9, part 2 §9). A formatter is made for one of the two number formats a user
 * chooses (German 1.234,5 € or English €1,234.5); the shortening rules (K, M, B and their
 * decimals) are the same in both, only the separators and the place of the euro sign differ
 * (docs/decisions.md). Pure functions; the UI never formats numbers any other way.
 */

import type { Benchmark } from '../model/types.ts';
import { unitLabel, unitWords, type UnitLanguage } from './unitWords.ts';

export const NUMBER_FORMATS = ['de', 'en'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The format a browser's languages suggest before the user chose one: German for de*, else English. */
export function numberFormatOfLanguages(languages: readonly string[]): NumberFormat {
  return /^de\b/i.test(languages[0] ?? '') ? 'de' : 'en';
}

const MINUS = '−';
/** Between a German figure and its euro sign or percent sign: the pair never breaks apart. */
const NBSP = '\u00a0';

function sign(value: number): string {
  return value < 0 ? MINUS : '';
}

/**
 * Below this, money shows in whole euros (€2,850), not in K: a rounded "€3K" hides a fifth of a
 * CAC of €2,850 (docs/decisions.md). From €10K on, K with no decimals loses at most 5 %.
 */
const WHOLE_EUROS_BELOW = 1e4;

const isMissing = (value: number | null | undefined): value is null | undefined => value === null || value === undefined || !Number.isFinite(value);

/** The four things that differ between the formats. */
interface Style {
  /** English digits ("1,234.5") in this format's separators. */
  digits(english: string): string;
  /** A signed euro amount: `magnitude` already in this format's digits, with any K/M/B suffix. */
  euro(signText: string, magnitude: string): string;
  percentSign: string;
}

const STYLES: Record<NumberFormat, Style> = {
  en: {
    digits: (english) => english,
    euro: (signText, magnitude) => `${signText}€${magnitude}`,
    percentSign: '%',
  },
  de: {
    digits: (english) => english.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.')),
    euro: (signText, magnitude) => `${signText}${magnitude}${NBSP}€`,
    percentSign: `${NBSP}%`,
  },
};

/** Every figure format of the product, for one number format. */
export interface NumberFormatter {
  readonly format: NumberFormat;
  formatMoneyShort(value: number | null | undefined): string;
  formatCountShort(value: number | null | undefined): string;
  formatCockpit(value: number | null | undefined, options?: { euro?: boolean }): string;
  formatPnl(value: number | null | undefined): string;
  /** Euros in millions with `decimals` decimals, for edges that must tell close values apart: "€1.2345M". */
  formatMoneyMillions(value: number | null | undefined, decimals: number): string;
  formatPercent(value: number | null | undefined, options?: { signed?: boolean }): string;
  formatPercentFloor(value: number | null | undefined, decimals: number): string;
  /** A published rate with the decimals it has, up to two: "9.3%", "8.75%", "0.15%" (contribution rates). */
  formatRate(value: number | null | undefined): string;
  formatByUnit(value: number | null | undefined, unit: string): string;
  formatEuroExact(value: number | null | undefined, options?: { cents?: boolean }): string;
  formatWholeNumber(value: number | null | undefined): string;
  formatValueWithUnit(value: number | null | undefined, unit: string, options?: { signed?: boolean }): string;
  formatKpiValue(value: number | null | undefined, unit: string): string;
  formatKpiResult(kpi: { value: number | null | undefined; display?: string | null; unit: string }): string;
  formatKpiBase(kpi: { base2025: number | null | undefined; base2025_display?: string | null; unit: string }): string;
  formatStrategyMoney(value: number | null | undefined): string;
  formatGridNumber(value: number | null | undefined, unit?: string, options?: { signed?: boolean; exactMillions?: boolean }): string;
  formatDecimal(value: number | null | undefined, decimals: number): string;
  formatMultiple(value: number | null | undefined, decimals?: number): string;
  formatFtes(value: number | null | undefined): string;
  /** A KPI's benchmark in words: "above 3x", "below €2,000" / "below 2.000 €", "75–85%". */
  formatBenchmark(benchmark: Benchmark, unit: string): string;
  /**
   * A text written in English figures (catalog descriptions, sources, reasonings: "above €1M",
   * "2.5% of …", "71,280 vehicles") with its figures in this format; words, years and dates untouched.
   */
  prose(text: string): string;
  /** Digits already written in English style ("1,234.5") in this format: for the rare figure built elsewhere. */
  digits(english: string): string;
}

/**
 * English figures inside a text: a euro amount ("€1,000", "-€2.20", "€1M"), a grouped number
 * ("71,280") or a decimal before a unit ("2.5%", "47.8M", "0.75x"). Years, dates and section
 * numbers have neither grouping nor a decimal before a unit, so they are left alone.
 */
const PROSE_FIGURE = /([+\u2212-]?)€(\d[\d,]*(?:\.\d+)?)(\s?(?:[KMB]|k)\b)?|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\b\d+\.\d+(?=\s?(?:%|×|x\b|[KMB]\b|k\b))/g;

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const groupedCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const groupedUpTo2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const groupedUpTo4 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A month driver written yyyymm (e.g. the capital injection month 202511) as "2025-11". */
export function formatMonthKey(value: number | null | undefined): string {
  if (isMissing(value)) return '—';
  const text = String(Math.trunc(value));
  return /^\d{6}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4)}` : text;
}

/** Whole millions and billions as "100M", "10B": exact, so a bound loses nothing and fits a narrow column. */
function exactMillions(abs: number): string | null {
  if (abs >= 1e9 && abs % 1e9 === 0) return `${groupedUpTo4.format(abs / 1e9)}B`;
  if (abs >= 1e6 && abs % 1e6 === 0) return `${groupedUpTo4.format(abs / 1e6)}M`;
  return null;
}

/** The words around a benchmark's figure. */
const BENCHMARK_WORDS: Record<UnitLanguage, { above: string; below: string }> = {
  en: { above: 'above', below: 'below' },
  de: { above: 'über', below: 'unter' },
};

function createFormatter(format: NumberFormat, language: UnitLanguage): NumberFormatter {
  const style = STYLES[format];
  const words = (unit: string, value: number) => unitWords(unit, value, language);
  // Where English has always written the unit as the catalog does (no "1 day"), German still counts.
  const named = (unit: string, value: number) => (language === 'en' ? unit : unitWords(unit, value, language));
  const fixed = (value: number, decimals: number) => style.digits(value.toFixed(decimals));
  const euro = (value: number, magnitude: string) => style.euro(sign(value), magnitude);
  const percent = (text: string) => `${text}${style.percentSign}`;

  /** Part 2 §9 money shortening: B (1 decimal), M (1 decimal), K (0 decimals) from €10K, whole euros below, with the euro sign. */
  function formatMoneyShort(value: number | null | undefined): string {
    if (isMissing(value)) return '—';
    const abs = Math.abs(value);
    if (abs >= 1e9) return euro(value, `${fixed(abs / 1e9, 1)}B`);
    if (abs >= 1e6) return euro(value, `${fixed(abs / 1e6, 1)}M`);
    if (abs >= WHOLE_EUROS_BELOW) return euro(value, `${fixed(abs / 1e3, 0)}K`);
    return formatEuroExact(value);
  }

  /** Part 2 §9: counts use M or K like money, without the euro sign. */
  function formatCountShort(value: number | null | undefined): string {
    if (isMissing(value)) return '—';
    const abs = Math.abs(value);
    if (abs >= 1e9) return `${sign(value)}${fixed(abs / 1e9, 1)}B`;
    if (abs >= 1e6) return `${sign(value)}${fixed(abs / 1e6, 1)}M`;
    if (abs >= 1e3) return `${sign(value)}${fixed(abs / 1e3, 0)}K`;
    return `${sign(value)}${fixed(abs, 0)}`;
  }

  /** Part 2 §9 P&L and valuation display: ≥ 1,000,000 as €x.xxM, ≥ 10,000 as whole K, otherwise whole euros. */
  function formatPnl(value: number | null | undefined): string {
    if (isMissing(value)) return '—';
    const abs = Math.abs(value);
    if (abs >= 1e6) return euro(value, `${fixed(abs / 1e6, 2)}M`);
    if (abs >= WHOLE_EUROS_BELOW) return euro(value, `${fixed(Math.round(abs / 1e3), 0)}K`);
    return formatEuroExact(value);
  }

  /** Percentages with one decimal. */
  function formatPercent(value: number | null | undefined, options: { signed?: boolean } = {}): string {
    if (isMissing(value)) return '—';
    const plus = options.signed && value > 0 ? '+' : '';
    return percent(`${plus}${sign(value)}${fixed(Math.abs(value), 1)}`);
  }

  /**
   * A percentage cut to `decimals` towards −∞, never rounded up: a figure just under a status
   * threshold (97.99% against 98%) never reads as the threshold, so the figure beside a status
   * badge cannot contradict it.
   */
  function formatPercentFloor(value: number | null | undefined, decimals: number): string {
    if (isMissing(value)) return '—';
    const scale = 10 ** decimals;
    const steps = Math.floor(value * scale);
    // value × scale can round up onto the next step; step back so the cut never exceeds the value.
    const cut = steps / scale > value ? (steps - 1) / scale : steps / scale;
    return percent(`${sign(cut)}${fixed(Math.abs(cut), decimals)}`);
  }

  /**
   * Exact euros with thousands separators: "−€980,666" / "−980.666 €", or with cents ("€0.00")
   * where a cent matters (reconciliation variance). A value that rounds to zero has no sign.
   */
  function formatEuroExact(value: number | null | undefined, options: { cents?: boolean } = {}): string {
    if (isMissing(value)) return '—';
    const text = (options.cents ? groupedCents : grouped).format(Math.abs(value));
    const zero = /^[0.,]*$/.test(text);
    return style.euro(zero ? '' : sign(value), style.digits(text));
  }

  /** A count (rides, clients) as a whole grouped number: "23,113,118" / "23.113.118". */
  function formatWholeNumber(value: number | null | undefined): string {
    if (isMissing(value)) return '—';
    const text = grouped.format(Math.abs(value));
    return `${text === '0' ? '' : sign(value)}${style.digits(text)}`;
  }

  /**
   * Part 2 §9: a value formatted by its unit, unit shown. Euro units are money (short for plain €,
   * two decimals for prices per month/trip/bed), '%' units one decimal, counts short; a whole value
   * of any other unit without decimals ("80 beds", "7 reps", never "80.00 beds"), a fraction with two;
   * the unit in the singular for one ("1 rep").
   */
  function formatByUnit(value: number | null | undefined, unit: string): string {
    if (isMissing(value)) return '—';
    if (unit === '€') return formatMoneyShort(value);
    if (unit.startsWith('€/')) return `${euro(value, style.digits(groupedCents.format(Math.abs(value))))}${unitLabel(unit, language).slice(1)}`;
    if (unit === 'month') return formatMonthKey(value);
    if (unit.includes('%')) {
      const label = unitLabel(unit, language);
      return `${fixed(value, 1)}${label.startsWith('%') ? style.percentSign + label.slice(1) : ` ${label}`}`;
    }
    const counted = words(unit, value);
    if (/^(clients|vehicles|trips|rides|companies)$/i.test(unit)) return `${formatCountShort(value)} ${counted}`;
    const number = Number.isInteger(value) ? formatWholeNumber(value) : `${sign(value)}${style.digits(groupedCents.format(Math.abs(value)))}`;
    return unit === '' ? number : `${number} ${counted}`;
  }

  /**
   * A model value with its unit, for explanations: money in exact euros (cents below €1,000), ratios
   * as percentages, '%' and '€/…' units as formatByUnit, plain counts grouped, months as YYYY-MM.
   * `signed` puts a + before a positive value that does not round to zero (impacts, changes).
   */
  function formatValueWithUnit(value: number | null | undefined, unit: string, options: { signed?: boolean } = {}): string {
    if (isMissing(value)) return '—';
    if (options.signed) {
      const text = formatValueWithUnit(value, unit);
      return value > 0 && /[1-9]/.test(text) ? `+${text}` : text;
    }
    if (unit === '€') return formatEuroExact(value, { cents: Math.abs(value) < 1000 && !Number.isInteger(value) });
    if (unit === 'ratio') return formatPercent(value * 100);
    if (unit.startsWith('ratio/')) return `${formatPercent(value * 100)}${language === 'en' ? unit.slice(5) : unitLabel(unit, language)}`;
    if (unit.startsWith('€/') || unit.includes('%')) return formatByUnit(value, unit);
    if (unit === 'index') return fixed(value, 4);
    if (unit === 'month') return formatMonthKey(value);
    const number = `${sign(value)}${style.digits(groupedUpTo2.format(Math.abs(value)))}`;
    return unit === '' || unit === 'count' ? number : `${number} ${named(unit, value)}`;
  }

  /**
   * A KPI card value (part 1 §2) by the KPI's unit: percentages one decimal (part 2 §9); euros whole
   * and grouped, or with cents below €100 (COGS per ride); thousands of euros as €xK; ratios with
   * ×; months one decimal; days whole; scores out of 10; other units two decimals.
   */
  function formatKpiValue(value: number | null | undefined, unit: string): string {
    if (isMissing(value)) return '—';
    const abs = Math.abs(value);
    switch (unit) {
      case '%': return formatPercent(value);
      case '€': return euro(value, abs < 100 ? fixed(abs, 2) : style.digits(grouped.format(abs)));
      // Under €10K the K figure keeps one decimal (revenue per client €5.6K, not €6K); nothing is €0 (a zero burn), not €0.0K.
      case 'k€': return value === 0 ? euro(0, '0') : abs < 10 ? euro(value, `${fixed(abs, 1)}K`) : formatMoneyShort(value * 1000);
      case 'x': return `${sign(value)}${fixed(abs, 2)}×`;
      case 'months': return `${sign(value)}${fixed(abs, 1)} ${named('months', abs)}`;
      case 'days': return `${sign(value)}${fixed(abs, 0)} ${named('days', abs)}`;
      case 'score': return `${fixed(value, 1)} / 10`;
      default: return `${sign(value)}${fixed(abs, 2)} ${named(unit, abs)}`;
    }
  }

  /** Part 2 §9 strategy and sensitivity figures: €x.xM from 1e6, €xK from 1e3, whole euros below. */
  function formatStrategyMoney(value: number | null | undefined): string {
    if (isMissing(value)) return '—';
    const abs = Math.abs(value);
    if (abs >= 1e6) return euro(value, `${fixed(abs / 1e6, 1)}M`);
    if (abs >= 1e3) return euro(value, `${fixed(abs / 1e3, 0)}K`);
    return euro(value, fixed(abs, 0));
  }

  /**
   * A driver value in the driver grid, spreadsheet style: grouped, up to four decimals, no unit
   * (the unit has its own column); month drivers as YYYY-MM. `signed` puts + before a positive
   * difference; `exactMillions` writes whole millions and billions as 100M and 10B.
   */
  function formatGridNumber(value: number | null | undefined, unit = '', options: { signed?: boolean; exactMillions?: boolean } = {}): string {
    if (isMissing(value)) return '—';
    if (unit === 'month') return formatMonthKey(value);
    const text = (options.exactMillions ? exactMillions(Math.abs(value)) : null) ?? groupedUpTo4.format(Math.abs(value));
    const zero = /^[0.,]*$/.test(text);
    return `${options.signed && value > 0 && !zero ? '+' : ''}${value < 0 && !zero ? MINUS : ''}${style.digits(text)}`;
  }

  function formatBenchmark(benchmark: Benchmark, unit: string): string {
    const figure = (value: number) => {
      if (unit === '€') return formatEuroExact(value);
      if (unit === 'k€') return formatMoneyShort(value * 1000);
      const text = style.digits(groupedUpTo4.format(value));
      if (unit === '%') return percent(text);
      return unit === 'x' ? `${text}x` : `${text} ${named(unit, value)}`;
    };
    switch (benchmark.kind) {
      case 'above': return `${BENCHMARK_WORDS[language].above} ${figure(benchmark.value)}`;
      case 'below': return `${BENCHMARK_WORDS[language].below} ${figure(benchmark.value)}`;
      case 'range': return `${figure(benchmark.min).replace(/[^\d.,]+$/, '')}–${figure(benchmark.max)}`;
    }
  }

  function prose(text: string): string {
    if (format === 'en') return text;
    return text.replace(PROSE_FIGURE, (match: string, euroSign: string | undefined, amount: string | undefined, suffix: string | undefined) => (
      amount === undefined ? style.digits(match) : style.euro(euroSign ?? '', `${style.digits(amount)}${(suffix ?? '').trim()}`)
    ));
  }

  return {
    format,
    formatBenchmark,
    prose,
    formatMoneyShort,
    formatCountShort,
    /** Part 1 §9 cockpit numbers: 1M or more as x.xM, 1K or more as rounded K. */
    formatCockpit: (value, options = {}) => (options.euro === false ? formatCountShort(value) : formatMoneyShort(value)),
    formatPnl,
    formatMoneyMillions: (value, decimals) => (isMissing(value) ? '—' : euro(value, `${fixed(Math.abs(value) / 1e6, decimals)}M`)),
    formatPercent,
    formatPercentFloor,
    formatRate: (value) => (isMissing(value) ? '—' : percent(`${sign(value)}${style.digits(groupedUpTo2.format(Math.abs(value)))}`)),
    formatByUnit,
    formatEuroExact,
    formatWholeNumber,
    formatValueWithUnit,
    formatKpiValue,
    /** The text that stands for a KPI's number in a year that has none ("Cash-positive"), else the value by unit. */
    formatKpiResult: (kpi) => kpi.display ?? formatKpiValue(kpi.value, kpi.unit),
    formatKpiBase: (kpi) => kpi.base2025_display ?? formatKpiValue(kpi.base2025, kpi.unit),
    formatStrategyMoney,
    formatGridNumber,
    /** A plain figure with fixed decimals (probabilities, scores, spans of control): "2.1", "74". */
    formatDecimal: (value, decimals) => (isMissing(value) ? '—' : fixed(value, decimals)),
    /** A valuation or growth multiple: "8.0x". */
    formatMultiple: (value, decimals = 1) => (isMissing(value) ? '—' : `${fixed(value, decimals)}x`),
    /** Headcount: whole FTEs without decimals, part-time positions with one ("25", "21.5"). */
    formatFtes: (value) => (isMissing(value) ? '—' : fixed(value, value % 1 === 0 ? 0 : 1)),
    digits: style.digits,
  };
}

const FORMATTERS: Record<NumberFormat, Record<UnitLanguage, NumberFormatter>> = {
  de: { en: createFormatter('de', 'en'), de: createFormatter('de', 'de') },
  en: { en: createFormatter('en', 'en'), de: createFormatter('en', 'de') },
};

/**
 * The formatter of one number format, writing units and benchmark words in `language` (the two are
 * separate choices: a German reader may want English figures): every figure a user reads goes
 * through one.
 */
export function numberFormatter(format: NumberFormat, language: UnitLanguage = 'en'): NumberFormatter {
  return FORMATTERS[format][language];
}

/**
 * Growth in percent, measured against the size of the prior value; null when there is nothing to
 * compare with (the prior value is 0 or missing, or the current one is missing). Part 2 §5 shows 0
 * there; a 0 reads as "no change", so screens show a dash instead (docs/decisions.md).
 */
export function growthPercent(current: number | null | undefined, prior: number | null | undefined): number | null {
  if (current === null || current === undefined || prior === null || prior === undefined || prior === 0) return null;
  return ((current - prior) / Math.abs(prior)) * 100;
}

/** Compound annual growth in percent between two values n years apart; 0 when undefined. */
export function cagrPercent(first: number | null | undefined, last: number | null | undefined, years: number): number {
  if (!first || !last || first <= 0 || last <= 0 || years <= 0) return 0;
  return (Math.pow(last / first, 1 / years) - 1) * 100;
}

export type Trend = 'up' | 'down' | 'flat';

/** The arrow of a growth figure; none without a growth figure. */
export function trendOf(growth: number | null): Trend | null {
  if (growth === null) return null;
  if (growth > 0) return 'up';
  if (growth < 0) return 'down';
  return 'flat';
}

const timestampDe = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Berlin',
});

/** Activity timestamps in German locale with seconds (part 2 §9), Berlin time, in either number format. */
export function formatTimestampDe(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timestampDe.format(date);
}

/** A save time: a full timestamp as formatTimestampDe, a bare date (YYYY-MM-DD) as 01.11.2025. */
export function formatSavedAtDe(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? `${day[3]}.${day[2]}.${day[1]}` : formatTimestampDe(value);
}
