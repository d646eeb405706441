/**
 * The words a figure's unit is written with after the number ("80 beds", "80 Betten"). Units in the
 * definition are codes in English ("beds", "€/bed/month", "%/year"); the formatters decide by the
 * code and write its words in the reader's language. A unit without German words (one a modeller
 * made up) is written as it is.
 */
export type UnitLanguage = 'en' | 'de';

/** German words of the definition's units: the plural, and the singular where "1 …" differs. */
const GERMAN_UNITS: Record<string, { other: string; one?: string }> = {
  '%/year': { other: '%/Jahr' },
  'pp/year': { other: 'Pp./Jahr' },
  'ratio/year': { other: '/Jahr' },
  '% of payroll': { other: '% der Lohnsumme' },
  reps: { other: 'Vertriebler' },
  clients: { other: 'Kunden', one: 'Kunde' },
  beds: { other: 'Betten', one: 'Bett' },
  companies: { other: 'Unternehmen' },
  vehicles: { other: 'Fahrzeuge', one: 'Fahrzeug' },
  rides: { other: 'Fahrten', one: 'Fahrt' },
  trips: { other: 'Fahrten', one: 'Fahrt' },
  months: { other: 'Monate', one: 'Monat' },
  days: { other: 'Tage', one: 'Tag' },
  years: { other: 'Jahre', one: 'Jahr' },
  score: { other: 'Punkte', one: 'Punkt' },
  'month of year': { other: 'Monat im Jahr' },
  flag: { other: 'Kennzeichen' },
  type: { other: 'Typ' },
  'clients/rep/month': { other: 'Kunden/Vertriebler/Monat' },
  'rides/bed/month': { other: 'Fahrten/Bett/Monat' },
  'rides/month': { other: 'Fahrten/Monat' },
  'rides/vehicle/month': { other: 'Fahrten/Fahrzeug/Monat' },
  'partners/client': { other: 'Partner/Kunde' },
  'clients/FTE': { other: 'Kunden/FTE' },
  'partners/FTE': { other: 'Partner/FTE' },
  '€/trip': { other: '€/Fahrt' },
  '€/month': { other: '€/Monat' },
  '€/year': { other: '€/Jahr' },
  '€/bed': { other: '€/Bett' },
  '€/bed/month': { other: '€/Bett/Monat' },
};

/** The English singular of a counted unit ("1 rep", "1 company"): the first word's plural ending dropped. */
export function unitForCount(value: number, unit: string): string {
  if (Math.abs(value) !== 1) return unit;
  return unit.replace(/^([A-Za-z]+?)(ies|s)(?=$|[/\s])/, (_whole, stem: string, ending: string) => (ending === 'ies' ? `${stem}y` : stem));
}

/** A unit's words after `value` (the plural unless the value is one) in `language`. */
export function unitWords(unit: string, value: number, language: UnitLanguage): string {
  if (language === 'en') return unitForCount(value, unit);
  const german = GERMAN_UNITS[unit];
  if (!german) return unit;
  return Math.abs(value) === 1 ? german.one ?? german.other : german.other;
}

/** A unit on its own (a column of units, a field's unit) in `language`. */
export function unitLabel(unit: string, language: UnitLanguage): string {
  return language === 'en' ? unit : GERMAN_UNITS[unit]?.other ?? unit;
}
