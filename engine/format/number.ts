/**
 * The specification's number formats, in one place for every screen, the PDF reports and the
 * exports (part 1 §9, part 2 §9). Pure functions; the UI never formats numbers any other way.
 */

const MINUS = '−';

function sign(value: number): string {
  return value < 0 ? MINUS : '';
}

function fixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** Part 2 §9 money shortening: B (1 decimal), M (1 decimal), K (0 decimals), with the euro sign. */
export function formatMoneyShort(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${sign(value)}€${fixed(abs / 1e9, 1)}B`;
  if (abs >= 1e6) return `${sign(value)}€${fixed(abs / 1e6, 1)}M`;
  if (abs >= 1e3) return `${sign(value)}€${fixed(abs / 1e3, 0)}K`;
  return `${sign(value)}€${fixed(abs, 0)}`;
}

/** Part 2 §9: counts use M or K like money, without the euro sign. */
export function formatCountShort(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${sign(value)}${fixed(abs / 1e9, 1)}B`;
  if (abs >= 1e6) return `${sign(value)}${fixed(abs / 1e6, 1)}M`;
  if (abs >= 1e3) return `${sign(value)}${fixed(abs / 1e3, 0)}K`;
  return `${sign(value)}${fixed(abs, 0)}`;
}

/** Part 1 §9 cockpit numbers: 1M or more as x.xM, 1K or more as rounded K. */
export function formatCockpit(value: number | null | undefined, options: { euro?: boolean } = {}): string {
  return options.euro === false ? formatCountShort(value) : formatMoneyShort(value);
}

/** Part 2 §9 P&L and valuation display: ≥ 1,000,000 as €x.xxM, ≥ 1,000 as whole K, otherwise full. */
export function formatPnl(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${sign(value)}€${fixed(abs / 1e6, 2)}M`;
  if (abs >= 1e3) return `${sign(value)}€${fixed(Math.round(abs / 1e3), 0)}K`;
  return `${sign(value)}€${fixed(abs, 0)}`;
}

/** Percentages with one decimal. */
export function formatPercent(value: number | null | undefined, options: { signed?: boolean } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const plus = options.signed && value > 0 ? '+' : '';
  return `${plus}${value < 0 ? MINUS : ''}${fixed(Math.abs(value), 1)}%`;
}

/**
 * A percentage cut to `decimals` towards −∞, never rounded up: a figure just under a status
 * threshold (97.99% against 98%) never reads as the threshold, so the figure beside a status
 * badge cannot contradict it.
 */
export function formatPercentFloor(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const scale = 10 ** decimals;
  const steps = Math.floor(value * scale);
  // value × scale can round up onto the next step; step back so the cut never exceeds the value.
  const cut = steps / scale > value ? (steps - 1) / scale : steps / scale;
  return `${cut < 0 ? MINUS : ''}${fixed(Math.abs(cut), decimals)}%`;
}

const euroDe = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const numberDe = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** German euro formatting without decimals (part 1 §2 compare modal): "4.900.611 €". */
export function formatEuroDe(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return euroDe.format(Math.round(value));
}

/** German grouping without decimals: "537.748". */
export function formatIntegerDe(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return numberDe.format(Math.round(value));
}

const priceEn = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A month driver written yyyymm (e.g. the capital injection month 202511) as "2025-11". */
export function formatMonthKey(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = String(Math.trunc(value));
  return /^\d{6}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4)}` : text;
}

/**
 * A unit for exactly one of it: the first noun loses its plural ("1 rep", "1 ride/month",
 * "1 company"); any other count keeps the unit as the catalog writes it.
 */
export function unitForCount(value: number, unit: string): string {
  if (Math.abs(value) !== 1) return unit;
  return unit.replace(/^([A-Za-z]+?)(ies|s)(?=$|[/\s])/, (_whole, stem: string, ending: string) => (ending === 'ies' ? `${stem}y` : stem));
}

/**
 * Part 2 §9: a value formatted by its unit, unit shown. Euro units are money (short for plain €,
 * two decimals for prices per month/trip/bed), '%' units one decimal, counts short; a whole value
 * of any other unit without decimals ("80 beds", "7 reps", never "80.00 beds"), a fraction with two;
 * the unit in the singular for one ("1 rep").
 */
export function formatByUnit(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (unit === '€') return formatMoneyShort(value);
  if (unit.startsWith('€/')) return `${sign(value)}€${priceEn.format(Math.abs(value))}${unit.slice(1)}`;
  if (unit === 'month') return formatMonthKey(value);
  if (unit.includes('%')) return `${value.toFixed(1)}${unit.startsWith('%') ? unit : ` ${unit}`}`;
  const counted = unitForCount(value, unit);
  if (/^(clients|vehicles|trips|rides|companies)$/i.test(unit)) return `${formatCountShort(value)} ${counted}`;
  const number = Number.isInteger(value) ? formatWholeNumber(value) : `${sign(value)}${priceEn.format(Math.abs(value))}`;
  return unit === '' ? number : `${number} ${counted}`;
}

const groupedEn = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const groupedEnCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const groupedEnUpTo2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Exact euros with thousands separators, in the P&L's English style: "−€980,666", or with cents
 * ("€0.00") where a cent matters (reconciliation variance). A value that rounds to zero has no sign.
 */
export function formatEuroExact(value: number | null | undefined, options: { cents?: boolean } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = (options.cents ? groupedEnCents : groupedEn).format(Math.abs(value));
  const zero = /^[0.,]*$/.test(text);
  return `${zero ? '' : sign(value)}€${text}`;
}

/** A count (rides, clients) as a whole number with English grouping: "23,113,118". */
export function formatWholeNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = groupedEn.format(Math.abs(value));
  return `${text === '0' ? '' : value < 0 ? MINUS : ''}${text}`;
}

/**
 * A model value with its unit, for explanations: money in exact euros (cents below €1,000), ratios
 * as percentages, '%' and '€/…' units as formatByUnit, plain counts grouped, months as YYYY-MM.
 * `signed` puts a + before a positive value that does not round to zero (impacts, changes).
 */
export function formatValueWithUnit(value: number | null | undefined, unit: string, options: { signed?: boolean } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (options.signed) {
    const text = formatValueWithUnit(value, unit);
    return value > 0 && /[1-9]/.test(text) ? `+${text}` : text;
  }
  if (unit === '€') return formatEuroExact(value, { cents: Math.abs(value) < 1000 && !Number.isInteger(value) });
  if (unit === 'ratio') return formatPercent(value * 100);
  if (unit.startsWith('ratio/')) return `${formatPercent(value * 100)}${unit.slice(5)}`;
  if (unit.startsWith('€/') || unit.includes('%')) return formatByUnit(value, unit);
  if (unit === 'index') return value.toFixed(4);
  if (unit === 'month') return /^\d{6}$/.test(String(value)) ? `${String(value).slice(0, 4)}-${String(value).slice(4)}` : String(value);
  const number = `${value < 0 ? MINUS : ''}${groupedEnUpTo2.format(Math.abs(value))}`;
  return unit === '' || unit === 'count' ? number : `${number} ${unit}`;
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

/** Activity timestamps in German locale with seconds (part 2 §9), Berlin time. */
export function formatTimestampDe(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timestampDe.format(date);
}

/** A save time: a full timestamp as formatTimestampDe, a bare date (YYYY-MM-DD) as 01.11.2025. */
export function formatSavedAtDe(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? `${day[3]}.${day[2]}.${day[1]}` : formatTimestampDe(value);
}

const wholeEn = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A KPI card value (part 1 §2) by the KPI's unit: percentages one decimal (part 2 §9); euros whole
 * and grouped, or with cents below €100 (COGS per ride); thousands of euros as €xK; ratios with
 * ×; months one decimal; days whole; scores out of 10; other units two decimals.
 */
export function formatKpiValue(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  switch (unit) {
    case '%': return formatPercent(value);
    case '€': return Math.abs(value) < 100 ? `${sign(value)}€${Math.abs(value).toFixed(2)}` : `${sign(value)}€${wholeEn.format(Math.abs(value))}`;
    // Under €10K the K figure keeps one decimal (revenue per client €5.6K, not €6K).
    case 'k€': return Math.abs(value) < 10 ? `${sign(value)}€${Math.abs(value).toFixed(1)}K` : formatMoneyShort(value * 1000);
    case 'x': return `${sign(value)}${Math.abs(value).toFixed(2)}×`;
    case 'months': return `${sign(value)}${Math.abs(value).toFixed(1)} months`;
    case 'days': return `${sign(value)}${Math.abs(value).toFixed(0)} days`;
    case 'score': return `${value.toFixed(1)} / 10`;
    default: return `${sign(value)}${Math.abs(value).toFixed(2)} ${unit}`;
  }
}

/**
 * A KPI result as every screen and export prints it: the text that stands for its number in a year
 * that has none ("Cash-positive" for the runway of a year that adds cash), else the value by unit.
 */
export function formatKpiResult(kpi: { value: number | null | undefined; display?: string | null; unit: string }): string {
  return kpi.display ?? formatKpiValue(kpi.value, kpi.unit);
}

/** The 2025 base of a KPI result, by the same rule. */
export function formatKpiBase(kpi: { base2025: number | null | undefined; base2025_display?: string | null; unit: string }): string {
  return kpi.base2025_display ?? formatKpiValue(kpi.base2025, kpi.unit);
}

/** Part 2 §9 strategy and sensitivity figures: €x.xM from 1e6, €xK from 1e3, whole euros below. */
export function formatStrategyMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${sign(value)}€${fixed(abs / 1e6, 1)}M`;
  if (abs >= 1e3) return `${sign(value)}€${fixed(abs / 1e3, 0)}K`;
  return `${sign(value)}€${fixed(abs, 0)}`;
}

const gridEn = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** Whole millions and billions as "100M", "10B": exact, so a bound loses nothing and fits a narrow column. */
function exactMillions(abs: number): string | null {
  if (abs >= 1e9 && abs % 1e9 === 0) return `${gridEn.format(abs / 1e9)}B`;
  if (abs >= 1e6 && abs % 1e6 === 0) return `${gridEn.format(abs / 1e6)}M`;
  return null;
}

/**
 * A driver value in the driver grid, spreadsheet style: grouped, up to four decimals, no unit
 * (the unit has its own column); month drivers as YYYY-MM. `signed` puts + before a positive
 * difference; `exactMillions` writes whole millions and billions as 100M and 10B.
 */
export function formatGridNumber(value: number | null | undefined, unit = '', options: { signed?: boolean; exactMillions?: boolean } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (unit === 'month') return formatMonthKey(value);
  const text = (options.exactMillions ? exactMillions(Math.abs(value)) : null) ?? gridEn.format(Math.abs(value));
  const zero = /^[0.,]*$/.test(text);
  return `${options.signed && value > 0 && !zero ? '+' : ''}${value < 0 && !zero ? MINUS : ''}${text}`;
}


/** A plain figure with fixed decimals (probabilities, scores, spans of control): "2.1", "74". */
export function formatDecimal(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return fixed(value, decimals);
}

/** A valuation or growth multiple: "8.0x". */
export function formatMultiple(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${fixed(value, decimals)}x`;
}

/** Headcount: whole FTEs without decimals, part-time positions with one ("25", "21.5"). */
export function formatFtes(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return fixed(value, value % 1 === 0 ? 0 : 1);
}
