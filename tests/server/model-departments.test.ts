import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { newScenario, signedInUser, type SignedIn } from './scenario-fixtures.ts';
import { DEFAULT_DEPARTMENTS, type Position } from '../../engine/headcount/plan.ts';
import type { ModelSource } from '../../engine/model/definition.ts';
import type { LineDef } from '../../engine/model/types.ts';

/**
 * A department added by publishing the model definition (issue 28) on the real server: positions
 * in it are refused until it is published, then the headcount route lists it, takes them and the
 * forecast computes with them; a published department stays.
 */

let server: RunningServer;
let admin: string;
let modeller: string;
let alice: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  modeller = (await signedInUser(server, admin, 'department-maker', 'modeller')).token;
  alice = await signedInUser(server, admin, 'alice');
});
afterAll(async () => server?.stop());

const FIELD_SERVICE_LINE: LineDef = {
  id: 'field_service_ftes', name: 'Field service FTEs', unit: 'FTE', section: 'headcount', aggregate: 'avg',
  formula: 'heads_field_service', explanation: 'The people of the field service department in the headcount plan.',
};

const TECHNICIANS: Position = {
  role: 'Field Technician', department: 'field_service', count: 3, start_month: '2027-03', end_month: null,
  annual_salary: 52_000, raise_pct: null, raise_month: 1, variable_pct: 0, recruiting_cost: 4_000,
};
const ENGINEERS: Position = { ...TECHNICIANS, role: 'Software Engineer', department: 'engineering', start_month: '2025-12', annual_salary: 79_300, recruiting_cost: 0 };

async function published(): Promise<ModelSource> {
  const response = await call(server, 'GET', '/api/model', { token: alice.token });
  expect(response.status).toBe(200);
  return response.body.definition;
}

function withFieldService(definition: ModelSource): ModelSource {
  const lines = [...definition.lines];
  lines.splice(lines.findIndex((line) => line.id === 'g_and_a_ftes') + 1, 0, FIELD_SERVICE_LINE);
  return { ...definition, lines, departments: [...(definition.departments ?? []), { id: 'field_service', name: 'Field Service' }] };
}

const headcountUrl = (id: string) => `/api/scenarios/${id}/headcount`;
const savePlan = (id: string, version: number, positions: Position[]) => call(server, 'PUT', headcountUrl(id), { token: alice.token, body: { version, positions } });

async function ebitda2028(id: string): Promise<number> {
  const response = await call(server, 'GET', `/api/scenarios/forecast/${id}`, { token: alice.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.forecast_years['2028'].ebitda;
}

describe('a department published with the model definition', () => {
  it('is refused in a plan before it is published, listed and taken after, and stays', async () => {
    const created = await call(server, 'POST', '/api/scenarios', { token: alice.token, body: newScenario('departments') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id: string = created.body.scenario_id;

    const shipped = await published();
    expect(shipped.departments).toEqual(DEFAULT_DEPARTMENTS);
    const early = await savePlan(id, 1, [ENGINEERS, TECHNICIANS]);
    expect(early.status).toBe(400);
    expect(early.body.error).toMatchObject({ code: 'invalid_input', field: 'positions[1].department' });
    expect(early.body.error.message).toContain('department "field_service" is not one of sales, customer_success');

    const publish = await call(server, 'PUT', '/api/model', { token: modeller, body: { definition: withFieldService(shipped), expected_version: 1, comment: 'Field service team' } });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    expect(publish.body.definition.departments.map((d: { id: string }) => d.id)).toEqual([...DEFAULT_DEPARTMENTS.map((d) => d.id), 'field_service']);

    const plan = await call(server, 'GET', headcountUrl(id), { token: alice.token });
    expect(plan.body.departments).toContainEqual({ id: 'field_service', name: 'Field Service' });
    expect((await savePlan(id, 1, [ENGINEERS])).status).toBe(200);
    const without = await ebitda2028(id);
    const saved = await savePlan(id, 2, [ENGINEERS, TECHNICIANS]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.positions).toEqual([ENGINEERS, TECHNICIANS]);
    // Three technicians cost at least their salaries in 2028.
    expect(without - (await ebitda2028(id))).toBeGreaterThan(3 * 52_000);

    const current = await published();
    const removed = { ...current, lines: current.lines.filter((line) => line.id !== 'field_service_ftes'), departments: DEFAULT_DEPARTMENTS };
    const refused = await call(server, 'PUT', '/api/model', { token: modeller, body: { definition: removed, expected_version: 2, comment: 'No field service' } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.field).toBe('definition.departments.field_service.id');
    expect(refused.body.problems).toEqual([expect.objectContaining({ code: 'locked', item: 'department', id: 'field_service' })]);
  });
});
