/**
 * Calendar days as German readers write them (dd.mm.yyyy), and the instants a German day spans.
 * The product shows every date in German form and every timestamp in Berlin time, so a day typed
 * into a filter means that day in Berlin, whatever the browser's language or time zone.
 */

/** A calendar day as ISO text, YYYY-MM-DD. */
export type IsoDay = string;

export type GermanDateParse = { ok: true; day: IsoDay } | { ok: false; reason: 'format' | 'calendar' };

const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Reads "24.11.2026" (day and month with one or two digits, a four-digit year). `format` when the
 * text is not of that form, `calendar` when it names no real day (31.04., 29.02. of a common year).
 */
export function parseGermanDate(text: string): GermanDateParse {
  const match = GERMAN_DAY.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, reason: 'calendar' };
  return { ok: true, day: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/** "2026-11-24" as "24.11.2026"; anything else unchanged. */
export function formatGermanDate(day: IsoDay): string {
  const match = ISO_DAY.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** How far Berlin's wall clock is ahead of UTC at an instant, in milliseconds (1 h in winter, 2 h in summer). */
function berlinOffsetMs(instantMs: number): number {
  const parts = Object.fromEntries(berlinParts.formatToParts(new Date(instantMs)).map((part) => [part.type, Number(part.value)]));
  const wallClock = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wallClock - Math.floor(instantMs / 1000) * 1000;
}

/** The instant of a Berlin wall-clock time (midnight never falls into a clock change in Germany). */
function berlinInstant(day: IsoDay, hours: number): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const wallClock = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hours);
  const guess = wallClock - berlinOffsetMs(wallClock);
  return wallClock - berlinOffsetMs(guess);
}

/** The first instant of a Berlin calendar day, as an ISO timestamp. */
export function berlinDayStart(day: IsoDay): string {
  return new Date(berlinInstant(day, 0)).toISOString();
}

/** The last millisecond of a Berlin calendar day, as an ISO timestamp. */
export function berlinDayEnd(day: IsoDay): string {
  return new Date(berlinInstant(day, 24) - 1).toISOString();
}
