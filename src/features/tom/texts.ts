import { i18n } from '../../i18n/index.ts';
import tomEn from '../../i18n/locales/en/tom.json';
import type { TomYear } from './useTomData.ts';

/** What each year of the year selector is (part 2 §2): its label is tom:years.<kind>. */
export const YEAR_KINDS: Record<TomYear, 'actual' | 'projected' | 'target'> = {
  2025: 'actual',
  2026: 'projected',
  2027: 'projected',
  2030: 'target',
};

/** The scaling plan's columns, as keys of tom:scalingColumns. */
export const SCALING_COLUMNS = ['year', 'ftes', 'revenue', 'revenuePerFte'] as const;

/**
 * The organisation's data source as the reader's language names it. The engine writes it in
 * English ("Actuals 2025", "Forecast model (Baseline)", "Mock Data"); `scenarioName` is the
 * active scenario's shown name. A source of another shape is shown as written.
 */
export function shownDataSource(source: string, scenarioName: string): string {
  const actuals = /^Actuals (\d{4})$/.exec(source);
  if (actuals) return i18n.t('tom:dataSources.actuals', { year: actuals[1] });
  if (/^Forecast model \(.*\)$/s.test(source)) return i18n.t('tom:dataSources.forecast', { scenario: scenarioName });
  if (source === 'Mock Data') return i18n.t('tom:mockData');
  return source;
}

type NamedDepartment = keyof typeof tomEn.departmentNames;
const isNamedDepartment = (id: string): id is NamedDepartment => Object.hasOwn(tomEn.departmentNames, id);

/**
 * A department's title in the reader's language, by its id (engine/analysis/tom.ts writes it in
 * English; tom:departmentNames holds those words and the German). A title the engine no longer
 * writes as the namespace has it is shown as written.
 */
export function shownDepartmentTitle(id: string, title: string): string {
  return isNamedDepartment(id) && tomEn.departmentNames[id] === title ? i18n.t(`tom:departmentNames.${id}`) : title;
}

type NamedFunction = keyof typeof tomEn.functionNames;
/** The functions have no ids of their own: the engine's English words lead to their key in tom:functionNames. */
const functionKeys = new Map(Object.entries(tomEn.functionNames).map(([key, english]) => [english, key as NamedFunction]));

/**
 * A function of a department or position in the reader's language (engine/analysis/tom.ts and
 * orgHierarchy.ts write them in English; tom:functionNames holds those words and the German). A
 * function the namespace does not know is shown as written.
 */
export function shownFunction(text: string): string {
  const key = functionKeys.get(text);
  return key ? i18n.t(`tom:functionNames.${key}`) : text;
}

type NamedPosition = keyof typeof tomEn.positionTitles;
const positionKeys = new Map(Object.entries(tomEn.positionTitles).map(([key, english]) => [english, key as NamedPosition]));

/**
 * A position's title or name in the reader's language (engine/analysis/orgHierarchy.ts writes
 * them in English; a name is a title with a running number, "Software Engineer 3", which stays).
 * A title the namespace does not know is shown as written.
 */
export function shownPosition(text: string): string {
  const numbered = /^(.*) (\d+)$/.exec(text);
  const title = numbered?.[1] ?? text;
  const key = positionKeys.get(title);
  if (!key) return text;
  const shown = i18n.t(`tom:positionTitles.${key}`);
  return numbered ? `${shown} ${numbered[2]}` : shown;
}
