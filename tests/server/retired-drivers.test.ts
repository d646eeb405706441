import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { RETIRED_DRIVERS } from '../../engine/session/validate.ts';

/**
 * Scenarios stored before the 2025 round became baseline data still hold the retired drivers
 * capital_injection_2025 / capital_injection_month (issue 25): the model ignores them, no answer
 * shows them, every route still works on such a scenario, and a new value for one is refused with
 * 400 naming the field and why.
 */
let server: RunningServer;
let token: string;
let id: string;
const RETIRED = [...RETIRED_DRIVERS.keys()];
const OLD_DRIVERS = { capital_injection_2025: 3_000_000, capital_injection_month: 202511, logo_churn_rate: 4 };
const OLD_RANGES = { capital_injection_2025: { low: 1_000_000, high: 4_000_000, distribution: 'uniform' }, logo_churn_rate: { low: 2, high: 6, distribution: 'triangular' } };

const holdsRetired = (value: unknown) => RETIRED.some((driver) => JSON.stringify(value).includes(driver));

beforeAll(async () => {
  server = await startServer();
  token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  const created = await call(server, 'POST', '/api/scenarios', { token, body: { scenario_name: 'From 2025', description: 'saved before the round was baseline data', key_drivers: { logo_churn_rate: 4 } } });
  expect(created.status).toBe(201);
  id = created.body.scenario_id;
  // As a database of an earlier release holds it: the current row and its kept version.
  await sqlRows(server, 'UPDATE scenarios SET key_drivers = ?, driver_ranges = ? WHERE scenario_id = ?', JSON.stringify(OLD_DRIVERS), JSON.stringify(OLD_RANGES), id);
  await sqlRows(server, 'UPDATE scenario_versions SET key_drivers = ?, driver_ranges = ?, changes = ? WHERE scenario_id = ?', JSON.stringify(OLD_DRIVERS), JSON.stringify(OLD_RANGES),
    JSON.stringify(Object.entries(OLD_DRIVERS).map(([driver, value]) => ({ driver, old: null, new: value }))), id);
});
afterAll(async () => {
  await server?.stop();
});

describe('a stored scenario with retired drivers', () => {
  it('shows no retired driver in the list, the scenario, its versions and their changes', async () => {
    const list = await call(server, 'GET', '/api/scenarios', { token });
    const listed = list.body.scenarios ?? list.body;
    const mine = (listed as { scenario_id: string }[]).find((scenario) => scenario.scenario_id === id);
    expect(mine).toMatchObject({ key_drivers: { logo_churn_rate: 4 }, driver_ranges: { logo_churn_rate: OLD_RANGES.logo_churn_rate } });
    expect(holdsRetired(list.body)).toBe(false);
    const versions = await call(server, 'GET', `/api/scenarios/${id}/versions`, { token });
    expect(versions.body.versions[0].changes).toEqual([{ driver: 'logo_churn_rate', old: null, new: 4, old_value: 3.2, new_value: 4 }]);
    const detail = await call(server, 'GET', `/api/scenarios/${id}/versions/1`, { token });
    expect(detail.status).toBe(200);
    expect(holdsRetired([versions.body, detail.body])).toBe(false);
  });

  it('forecasts, runs its ranges and restores its version as if the retired values were not there; the kept version keeps them', async () => {
    const plain = await call(server, 'POST', '/api/scenarios', { token, body: { scenario_name: 'Plain', description: 'd', key_drivers: { logo_churn_rate: 4 } } });
    const [withRetired, without] = await Promise.all([id, plain.body.scenario_id].map((scenario) => call(server, 'GET', `/api/scenarios/forecast/${scenario}`, { token })));
    expect(withRetired?.status).toBe(200);
    expect(withRetired?.body.forecast_years).toEqual(without?.body.forecast_years);
    const ranges = await call(server, 'POST', '/api/analysis/ranges', { token, body: { scenario_id: id, draws: 200, seed: 7 } });
    expect(ranges.status).toBe(200);
    const scenario = (await call(server, 'GET', `/api/scenarios/${id}`, { token })).body;
    const restored = await call(server, 'POST', `/api/scenarios/${id}/versions/1/restore`, { token, body: { version: scenario.version } });
    expect(restored.status).toBe(200);
    expect(restored.body.key_drivers).toEqual({ logo_churn_rate: 4 });
    const [kept] = await sqlRows(server, 'SELECT key_drivers FROM scenario_versions WHERE scenario_id = ? AND version = 1', id);
    expect(holdsRetired(kept?.key_drivers)).toBe(true);
  });

  it('refuses a new value for a retired driver with 400 naming the field and why, on a save, a draft and ranges', async () => {
    const scenario = (await call(server, 'GET', `/api/scenarios/${id}`, { token })).body;
    const save = await call(server, 'PUT', `/api/scenarios/${id}`, { token, body: { version: scenario.version, key_drivers: { logo_churn_rate: 5, capital_injection_2025: 2_500_000 } } });
    expect(save.status).toBe(400);
    expect(save.body.error).toMatchObject({
      field: 'key_drivers.capital_injection_2025',
      message: expect.stringContaining(`capital_injection_2025 is retired: ${RETIRED_DRIVERS.get('capital_injection_2025')}`),
    });
    const draft = await call(server, 'POST', `/api/key-drivers/forecast-enhanced?scenario=${id}`, { token, body: { capital_injection_month: 202603 } });
    expect(draft.status).toBe(400);
    expect(draft.body.error.field).toBe('capital_injection_month');
    const ranges = await call(server, 'PUT', `/api/scenarios/${id}`, { token, body: { version: scenario.version, driver_ranges: { capital_injection_2025: { low: 1, high: 2 } } } });
    expect(ranges.status).toBe(400);
    expect(ranges.body.error.field).toBe('driver_ranges.capital_injection_2025');
    expect((await call(server, 'GET', `/api/scenarios/${id}`, { token })).body.version).toBe(scenario.version);
  });
});
