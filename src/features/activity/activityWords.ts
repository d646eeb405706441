import { i18n } from '../../i18n/index.ts';
import scenariosEn from '../../i18n/locales/en/scenarios.json';
import { shownScenarioName } from '../../state/scenarioNames.ts';

/**
 * The activity log's resources and details in German. The server writes both in English when it
 * happens (server/routes/*: `audit(..., { resource, details })`) and keeps them as written: a
 * record. An English reader sees them exactly as stored. A German reader sees a resource's code
 * in words, and the details the server writes in a fixed pattern rebuilt in German from their
 * parts (the activity namespace's `details` keys are the server's patterns word for word); details
 * of any other shape (a scenario's changes, a comment) stay as stored, marked as English.
 */

/** Resource codes without a key of their own (`auth`, `monthly_actuals`). */
const WHOLE_RESOURCES = ['auth', 'settings', 'monthly_actuals', 'baseline', 'model', 'datev_mapping'] as const;
/** Resource codes `<kind>:<key>`. */
const KEYED_RESOURCES = ['scenario', 'plan', 'user', 'risk', 'export'] as const;

const isWhole = (code: string): code is (typeof WHOLE_RESOURCES)[number] => (WHOLE_RESOURCES as readonly string[]).includes(code);
const isKeyed = (kind: string): kind is (typeof KEYED_RESOURCES)[number] => (KEYED_RESOURCES as readonly string[]).includes(kind);

/** The server's name of the caller's working scenario (server/repos/scenarios.ts) and its owner. */
const WORKING_SCENARIO = /^Simulation \(Editable\) of (.+)$/s;

/** A scenario's stored name as shown: a built-in's in the reader's language, any other as stored. */
function scenarioNameShown(name: string, id?: string): string {
  const builtIn = id ?? Object.entries(scenariosEn.builtInNames).find(([, english]) => english === name)?.[0];
  return builtIn ? shownScenarioName({ scenario_id: builtIn, scenario_name: name }) : name;
}

/** The resource's name (the server's `resource_name`) in the reader's language. */
export function shownResourceName(resource: string, name: string): string {
  const plan = /^plan:(\d{4})$/.exec(resource);
  if (plan) return i18n.t('activity:resources.plan', { year: plan[1] });
  const scenario = /^scenario:(.+)$/s.exec(resource);
  if (!scenario) return name;
  const working = WORKING_SCENARIO.exec(name);
  if (working) return i18n.t('activity:resources.simulation', { owner: working[1] });
  return scenarioNameShown(name, scenario[1]);
}

/** A resource's code in German words ("scenario:baseline" → "Szenario Basisfall"); null for a code of another shape. */
export function resourceInGerman(resource: string, name: string | null): string | null {
  if (isWhole(resource)) return i18n.t(`activity:resourceWords.${resource}`);
  const keyed = /^([a-z_]+):(.+)$/s.exec(resource);
  if (!keyed || !isKeyed(keyed[1] as string)) return null;
  const kind = keyed[1] as (typeof KEYED_RESOURCES)[number];
  const key = keyed[2] as string;
  const shownKey = kind !== 'scenario' ? key : name ? shownResourceName(resource, name) : scenarioNameShown(key, key);
  return i18n.t(`activity:resourceWords.${kind}`, { name: shownKey });
}

/** A stored note of an actuals version ("CSV import (222 values)") in German; null when unknown. */
function noteInGerman(note: string): string | null {
  if (note === 'data mask saved unchanged') return i18n.t('activity:details.dataMaskUnchanged');
  const values = /^(CSV import|XLSX import|edited in the sheet|shipped sample actuals) \((\d+) values?\)$/.exec(note);
  if (!values) return null;
  const source = ({ 'CSV import': 'csv', 'XLSX import': 'xlsx', 'edited in the sheet': 'sheet', 'shipped sample actuals': 'sample' } as const)[values[1] as 'CSV import'];
  return i18n.t('activity:details.values', { source: i18n.t(`activity:details.sources.${source}`), count: Number(values[2]) });
}

/** A plan as the server words it (`"Budget 2026" (Baseline, version 1)`) in German; null when unknown. */
function planInGerman(words: string): string | null {
  const plan = /^"(.*)" \((.*), version (\d+)\)$/s.exec(words);
  if (!plan) return null;
  return i18n.t('activity:details.plan', { name: plan[1], scenario: scenarioNameShown(plan[2] as string), version: plan[3] });
}

const FIXED_DETAILS: Record<string, string> = {
  success: 'success',
  failed: 'failed',
  'failed: inactive account': 'inactive',
  'password changed': 'passwordChanged',
  'password reset': 'passwordReset',
  'password reset (change required at next sign-in)': 'passwordResetForced',
  activated: 'activated',
  'last closed month: none (every month reopened)': 'closedNone',
};

/** Stored details in German, when they follow one of the server's fixed patterns; null otherwise. */
export function detailsInGerman(details: string): string | null {
  const fixed = FIXED_DETAILS[details];
  if (fixed) return i18n.t(`activity:details.${fixed as 'success'}`);
  const role = /^role (admin|modeller|user)$/.exec(details);
  if (role) return i18n.t('activity:details.role', { role: i18n.t(`adminUsers:roleBadge.${role[1] as 'admin'}`) });
  const version = /^version (\d+): (.*)$/s.exec(details);
  if (version) {
    const note = noteInGerman(version[2] as string);
    return note === null ? null : i18n.t('activity:details.version', { version: version[1], note });
  }
  const closed = /^last closed month: (\d{4}-\d{2})(?: \((?:(the shipped sample)|(reviewed, no warnings)|reviewed; (\d+) warnings? confirmed: (.*))\))?$/s.exec(details);
  if (closed) {
    const month = closed[1];
    if (closed[2]) return i18n.t('activity:details.closedSample', { month });
    if (closed[3]) return i18n.t('activity:details.closedReviewed', { month });
    if (closed[4]) return i18n.t('activity:details.closedConfirmed', { month, count: Number(closed[4]), warnings: closed[5] });
    return i18n.t('activity:details.closed', { month });
  }
  const named = /^named version (\d+) "(.*)"$/s.exec(details);
  if (named) return i18n.t('activity:details.namedVersion', { version: named[1], name: named[2] });
  const cleared = /^cleared the name of version (\d+)$/.exec(details);
  if (cleared) return i18n.t('activity:details.clearedName', { version: cleared[1] });
  const locked = /^locked ("[^"]*" \(.*?, version \d+\))(?:\. Approval note: (.*))?$/s.exec(details);
  const lockedPlan = locked ? planInGerman(locked[1] as string) : null;
  if (locked && lockedPlan) {
    return locked[2] === undefined ? i18n.t('activity:details.locked', { plan: lockedPlan }) : i18n.t('activity:details.lockedWithNote', { plan: lockedPlan, note: locked[2] });
  }
  const replaced = /^replaced ("[^"]*" \(.*?, version \d+\)) with ("[^"]*" \(.*?, version \d+\))\. Reason: (.*)$/s.exec(details);
  const before = replaced ? planInGerman(replaced[1] as string) : null;
  const after = replaced ? planInGerman(replaced[2] as string) : null;
  if (replaced && before && after) return i18n.t('activity:details.replaced', { before, after, reason: replaced[3] });
  return null;
}
