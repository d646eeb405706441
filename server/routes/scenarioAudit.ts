import type { Services } from '../services.ts';
import { numberFormatter } from '../../engine/format/number.ts';
import { tablesOf } from '../../engine/model/tables.ts';
import { RETIRED_DRIVERS } from '../../engine/session/validate.ts';
import { driverChanges, isWorkingScenarioId, WORKING_SCENARIO_NAME, type ScenarioRecord } from '../repos/scenarios.ts';
import { catalogValues } from './versionAnswers.ts';

/**
 * The activity log in words (issue 26): a save is logged with what it changed — "Logo Churn Rate
 * 3.2%/year → 5.2%/year, Sales Team Size 7 reps → 9 reps (version 4)" — and its comment, written
 * when it happens (the values are those in effect then); a resource is named at read time
 * (resourceNames), so rows written before read as well as new ones.
 */

/** The log is one text for every reader, written in English figures like the server's other messages. */
const { formatByUnit } = numberFormatter('en');

/** What a save changed between two stored states of a scenario, in words (the published model's driver names and units); empty when nothing did. */
export function describeChanges(services: Services, before: ScenarioRecord, after: ScenarioRecord): string[] {
  const catalog = catalogValues(services);
  const { driverById } = tablesOf(services.model.definition().definition);
  const driverName = (id: string) => driverById.get(id)?.name ?? id;
  const driverValue = (id: string, value: number) => formatByUnit(value, driverById.get(id)?.unit ?? '');
  const words: string[] = [];
  if (before.scenario_name !== after.scenario_name) words.push(`renamed "${before.scenario_name}" → "${after.scenario_name}"`);
  if (before.description !== after.description) words.push('description changed');
  for (const change of driverChanges(before.key_drivers, after.key_drivers)) {
    const catalogValue = catalog[change.driver];
    if (RETIRED_DRIVERS.has(change.driver) || catalogValue === undefined) continue;
    words.push(`${driverName(change.driver)} ${driverValue(change.driver, change.old ?? catalogValue)} → ${driverValue(change.driver, change.new ?? catalogValue)}`);
  }
  const ranges = [...new Set([...Object.keys(before.driver_ranges), ...Object.keys(after.driver_ranges)])]
    .filter((id) => JSON.stringify(before.driver_ranges[id]) !== JSON.stringify(after.driver_ranges[id]));
  if (ranges.length > 0) words.push(`uncertainty ranges changed: ${ranges.map(driverName).join(', ')}`);
  if (JSON.stringify(before.headcount) !== JSON.stringify(after.headcount)) {
    words.push(after.headcount === null ? 'headcount plan generated from the drivers again' : `headcount plan of ${after.headcount.positions.length} position${after.headcount.positions.length === 1 ? '' : 's'}`);
  }
  return words;
}

/** "Logo Churn Rate 3.2%/year → 5.2%/year (version 4). Comment: Board asked" — a save as the activity log keeps it. */
export function saveDetails(services: Services, before: ScenarioRecord, after: ScenarioRecord, comment: string | null | undefined, lead?: string): string {
  const changes = describeChanges(services, before, after);
  const what = [lead, changes.length > 0 ? changes.join(', ') : lead ? undefined : 'no value changed'].filter(Boolean).join(': ');
  return `${what} (version ${after.version})${comment ? `. Comment: ${comment}` : ''}`;
}

const RESOURCE = /^(scenario|plan):(.+)$/;

/**
 * Names for the resources of a page of the activity log: a scenario's current name (a
 * Simulation (Editable) with its owner's name), a plan's year. A deleted scenario has none: its
 * create and delete rows say its name.
 */
export async function resourceNames(services: Services, resources: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const resource of new Set(resources)) {
    const match = RESOURCE.exec(resource);
    if (!match) continue;
    const [, kind, key] = match as unknown as [string, 'scenario' | 'plan', string];
    if (kind === 'plan') {
      names.set(resource, `Plan of record ${key}`);
      continue;
    }
    const scenario = await services.scenarios.get(key);
    if (!scenario) continue;
    names.set(resource, isWorkingScenarioId(key) ? `${WORKING_SCENARIO_NAME} of ${await ownerName(services, scenario)}` : scenario.scenario_name);
  }
  return names;
}

async function ownerName(services: Services, scenario: ScenarioRecord): Promise<string> {
  const owner = scenario.owner_id === null ? undefined : await services.users.findById(scenario.owner_id);
  return owner?.username ?? 'a former user';
}
