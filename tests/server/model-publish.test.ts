import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { newScenario, signedInUser } from './scenario-fixtures.ts';
import type { ModelSource } from '../../engine/model/definition.ts';
import type { DriverDef, LineDef } from '../../engine/model/types.ts';
import type { ChangeEvent } from '../../server/events/changeEvents.ts';

/** PUT /api/model and the model versions on the real server (issue 27): publishing moves every figure. */

let server: RunningServer;
let admin: string;
let modeller: string;
let analyst: string;
const events: ChangeEvent[] = [];

beforeAll(async () => {
  server = await startServer();
  server.services.events.subscribe((event) => events.push(event));
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  modeller = (await signedInUser(server, admin, 'model-maker', 'modeller')).token;
  analyst = (await signedInUser(server, admin, 'model-reader')).token;
});
afterAll(async () => server?.stop());

const INSURANCE_DRIVER: DriverDef = {
  id: 'insurance_monthly', name: 'Insurance', category: 'cost_intelligence', unit: '€/month', min: 0, max: 100_000, baseline: 5_000,
  source: 'Management estimate 2026', direction: { favourable: 'lower' }, impact_level: 'low', editable: true, role: 'model',
  business_logic: 'Insurance premiums per month.', description: 'Insurance.',
};
const INSURANCE_LINE: LineDef = {
  id: 'insurance', name: 'Insurance', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Insurance', hgb: '8',
  formula: 'insurance_monthly', explanation: 'Insurance premiums per month; 2024–2025 are the books\' (no such line).',
};

async function published(): Promise<{ definition: ModelSource; published: { version: number; published_by: string; published_at: string | null; comment: string } }> {
  const response = await call(server, 'GET', '/api/model', { token: analyst });
  expect(response.status).toBe(200);
  return response.body;
}

function withInsurance(definition: ModelSource): ModelSource {
  const lines = [...definition.lines];
  lines.splice(lines.findIndex((line) => line.id === 'rounding_adjustment'), 0, INSURANCE_LINE);
  return { ...definition, drivers: [...definition.drivers, INSURANCE_DRIVER], lines };
}

const publish = (body: unknown, token = modeller) => call(server, 'PUT', '/api/model', { token, body });

async function forecast(scenarioId: string): Promise<Record<string, { ebitda: number; total_revenue: number; closing_cash: number }>> {
  const response = await call(server, 'GET', `/api/scenarios/forecast/${scenarioId}`, { token: analyst });
  expect(response.status).toBe(200);
  return response.body.forecast_years;
}

describe('publishing the model definition', () => {
  it('refuses a plain user (403), a stale version (409), a definition with a problem (422) and a missing comment (400); nothing is published', async () => {
    const { definition } = await published();
    const changed = withInsurance(definition);
    expect((await publish({ definition: changed, expected_version: 1, comment: 'Insurance' }, analyst)).status).toBe(403);
    expect((await call(server, 'PUT', '/api/model', { body: { definition: changed, expected_version: 1, comment: 'x' } })).status).toBe(401);

    const stale = await publish({ definition: changed, expected_version: 7, comment: 'Insurance' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'version_conflict', field: 'expected_version' }, current_version: 1 });

    const cycle = withInsurance(definition);
    const broken = { ...cycle, lines: cycle.lines.map((line) => (line.id === 'insurance' ? { ...line, formula: 'total_operating_expenses / 10' } : line)) };
    const refused = await publish({ definition: broken, expected_version: 1, comment: 'Insurance' });
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([expect.objectContaining({ code: 'cycle', id: 'insurance' })]);

    const silent = await publish({ definition: changed, expected_version: 1, comment: '  ' });
    expect(silent.status).toBe(400);
    expect(silent.body.error).toMatchObject({ code: 'invalid_input', field: 'comment' });

    expect((await published()).published.version).toBe(1);
    expect(events.filter((event) => event.type === 'model')).toEqual([]);
  });

  it('publishes a new line as version 2: every figure follows, the versions list it, the log and the live event say so', async () => {
    const before = await forecast('baseline');
    // A scenario saved before the change keeps its values and opens with its figures after it.
    const saved = await call(server, 'POST', '/api/scenarios', { token: analyst, body: newScenario('before-insurance', { logo_churn_rate: 4 }) });
    expect(saved.status).toBe(201);
    const savedBefore = await forecast(saved.body.scenario_id);

    const { definition } = await published();
    const response = await publish({ definition: withInsurance(definition), expected_version: 1, comment: 'Insurance from January 2026' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.published).toMatchObject({ version: 2, published_by: 'model-maker', comment: 'Insurance from January 2026' });
    expect(response.body.definition.version).toBe(2);

    const now = await published();
    expect(now.published).toMatchObject({ version: 2, published_by: 'model-maker', comment: 'Insurance from January 2026' });
    expect(now.definition.lines.map((line) => line.id)).toContain('insurance');

    // €5,000 a month from January 2026: each forecast year's EBITDA is €60,000 lower, revenue unchanged.
    const after = await forecast('baseline');
    for (const year of ['2026', '2027', '2028', '2029', '2030']) {
      expect((before[year]?.ebitda ?? 0) - (after[year]?.ebitda ?? 0)).toBeCloseTo(60_000, 4);
      expect(after[year]?.total_revenue).toBe(before[year]?.total_revenue);
    }
    const savedAfter = await forecast(saved.body.scenario_id);
    expect((savedBefore['2026']?.ebitda ?? 0) - (savedAfter['2026']?.ebitda ?? 0)).toBeCloseTo(60_000, 4);
    // Its versions record the model they were saved under: the first the shipped one, a save now version 2.
    const resaved = await call(server, 'PUT', `/api/scenarios/${saved.body.scenario_id}`, { token: analyst, body: { version: 1, key_drivers: { logo_churn_rate: 4.5 } } });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    const history = await call(server, 'GET', `/api/scenarios/${saved.body.scenario_id}/versions`, { token: analyst });
    expect(history.body.versions.map((v: { version: number; model_version: number }) => [v.version, v.model_version])).toEqual([[2, 2], [1, 1]]);
    // A kept version opens with the figures of the model it was saved under.
    const first = await call(server, 'GET', `/api/scenarios/${saved.body.scenario_id}/versions/1`, { token: analyst });
    expect(first.body.model_version).toBe(1);
    expect(first.body.forecast_years['2026'].ebitda).toBe(savedBefore['2026']?.ebitda);
    const second = await call(server, 'GET', `/api/scenarios/${saved.body.scenario_id}/versions/2`, { token: analyst });
    expect(second.body.model_version).toBe(2);
    expect(second.body.forecast_years['2026'].ebitda).toBe((await forecast(saved.body.scenario_id))['2026']?.ebitda);

    const versions = await call(server, 'GET', '/api/model/versions', { token: analyst });
    expect(versions.body.versions.map((v: { version: number; published_by: string }) => [v.version, v.published_by])).toEqual([[2, 'model-maker'], [1, 'system']]);
    const shippedVersion = await call(server, 'GET', '/api/model/versions/1', { token: analyst });
    expect(shippedVersion.body.definition.lines.map((line: LineDef) => line.id)).not.toContain('insurance');
    expect((await call(server, 'GET', '/api/model/versions/9', { token: analyst })).status).toBe(404);

    expect(events.filter((event) => event.type === 'model')).toEqual([{ type: 'model', version: 2 }]);
    const log = await call(server, 'GET', `/api/admin/activity?q=${encodeURIComponent('model')}&page_size=50`, { token: admin });
    expect(log.body.items).toContainEqual(expect.objectContaining({ action: 'update', user: 'model-maker', resource: 'model', details: 'version 2: Insurance from January 2026' }));
  });

  it('lets the published model be restored by publishing an earlier version as the next one; a removed driver\'s value stays in the scenarios that set it', async () => {
    // Version 2 has the driver: a scenario may set it.
    const insured = await call(server, 'POST', '/api/scenarios', { token: analyst, body: newScenario('insured', { insurance_monthly: 7_000 }) });
    expect(insured.status, JSON.stringify(insured.body)).toBe(201);
    const shipped = (await call(server, 'GET', '/api/model/versions/1', { token: analyst })).body.definition as ModelSource;
    const response = await publish({ definition: shipped, expected_version: 2, comment: 'Back to the shipped model' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.published.version).toBe(3);
    const { definition } = await published();
    expect(definition.lines.map((line) => line.id)).not.toContain('insurance');
    expect(definition.retired_drivers).toEqual(['insurance_monthly']);
    // The scenario keeps its value and still opens with its figures; a new value for the driver is refused.
    const reopened = await call(server, 'GET', `/api/scenarios/${insured.body.scenario_id}`, { token: analyst });
    expect(reopened.body.key_drivers).toMatchObject({ insurance_monthly: 7_000 });
    expect(Object.keys(await forecast(insured.body.scenario_id))).toContain('2030');
    const refused = await call(server, 'POST', '/api/scenarios', { token: analyst, body: newScenario('insured-again', { insurance_monthly: 7_000 }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toContain('insurance_monthly');
  });

  it('evaluates a definition stored without the headcount plan\'s drivers (published before the plan) at their shipped values: same figures, a headcount plan, an Excel model', async () => {
    const before = await forecast('baseline');
    const { definition, published: current } = await published();
    const planDrivers = ['hiring_delay_months', 'accident_insurance_rate'];
    const older = { ...definition, drivers: definition.drivers.filter((driver) => !planDrivers.includes(driver.id)) };
    // The API refuses removing a shipped driver now; a database keeps what was published before the drivers existed.
    expect((await publish({ definition: older, expected_version: current.version, comment: 'Without the plan drivers' })).status).toBe(422);
    expect(await server.services.models.publish(older, 'model-maker', current.version, 'The model before the headcount plan')).not.toBeNull();
    expect(await forecast('baseline')).toEqual(before);
    const plan = await call(server, 'GET', '/api/scenarios/baseline/headcount', { token: analyst });
    expect(plan.status).toBe(200);
    expect(plan.body.positions.reduce((sum: number, position: { count: number; end_month: string | null }) => sum + (position.end_month === null ? position.count : 0), 0)).toBe(45);
    const adminId = (await call(server, 'GET', '/api/auth/me', { token: admin })).body.id;
    const excel = await call(server, 'POST', '/api/export/excel', { token: admin, body: { scenario_id: 'baseline', user_id: adminId, export_type: 'excel-model', export_format: 'excel' } });
    expect(excel.status, JSON.stringify(excel.body)).toBe(200);
    const back = await publish({ definition, expected_version: current.version + 1, comment: 'Back to the model with the headcount plan' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });
});
