import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { signedInUser } from './scenario-fixtures.ts';
import { DEFAULT_MODEL_SOURCE, sourceForExport, type ModelSource } from '../../engine/model/definition.ts';
import type { DriverDef, LineDef } from '../../engine/model/types.ts';

/** GET /api/model and POST /api/model/validate on the real server (issue 27). */

let server: RunningServer;
let admin: string;
let analyst: string;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  analyst = (await signedInUser(server, admin, 'model-analyst')).token;
});
afterAll(async () => server?.stop());

const validate = (definition: unknown, token = admin) => call(server, 'POST', '/api/model/validate', { token, body: { definition } });

async function published(): Promise<ModelSource> {
  const response = await call(server, 'GET', '/api/model', { token: analyst });
  expect(response.status).toBe(200);
  return response.body.definition as ModelSource;
}

const INSURANCE_DRIVER: DriverDef = {
  id: 'insurance_monthly', name: 'Insurance', category: 'cost_intelligence', unit: '€/month', min: 0, max: 100_000, baseline: 5_000,
  source: 'Management estimate 2026', reference: 'ours', direction: { favourable: 'lower' }, impact_level: 'low', editable: true, role: 'model',
  business_logic: 'Insurance premiums per month.', description: 'Insurance.',
};
const INSURANCE_LINE: LineDef = {
  id: 'insurance', name: 'Insurance', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Insurance', hgb: '8',
  formula: 'insurance_monthly', explanation: 'Insurance premiums per month.',
};

describe('the model definition over the API', () => {
  it('answers the published definition to anyone signed in: the shipped model, version 1, as plain JSON without the docs\' references', async () => {
    const definition = await published();
    expect(definition.version).toBe(1);
    expect(definition).toEqual(JSON.parse(JSON.stringify(sourceForExport(DEFAULT_MODEL_SOURCE))));
    // The references into the specification are docs only: the product never hands them out.
    expect(JSON.stringify(definition)).not.toMatch(/\bP[12] §|\bpart [12] §/i);
    expect((await call(server, 'GET', '/api/model', {})).status).toBe(401);
  });

  it('checks a definition with a new line without publishing it, and previews its effect per year', async () => {
    const definition = await published();
    const lines = [...definition.lines];
    lines.splice(lines.findIndex((line) => line.id === 'rounding_adjustment'), 0, INSURANCE_LINE);
    const response = await validate({ ...definition, version: 2, drivers: [...definition.drivers, INSURANCE_DRIVER], lines });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ valid: true, lines: definition.lines.length + 1, drivers: definition.drivers.length + 1 });
    const { published: before, candidate: after } = response.body.preview as { published: { year: number; ebitda: number }[]; candidate: { year: number; ebitda: number }[] };
    expect(before.map((y) => y.year)).toEqual([2026, 2027, 2028, 2029, 2030]);
    // €5,000 a month (the new driver's baseline) lowers each year's EBITDA by €60,000.
    after.forEach((year, i) => expect((before[i] as { ebitda: number }).ebitda - year.ebitda).toBeCloseTo(60_000, 4));
    // Nothing was published.
    expect(await published()).toEqual(definition);
  });

  it('answers 422 model_invalid with every problem by item, field and character; nothing is published', async () => {
    const definition = await published();
    const lines = definition.lines.map((line) => {
      if (line.id === 'legal_tax') return { ...line, formula: 'legal_tax_monthly + (total_revenue * 2' };
      if (line.id === 'employees') return { ...line, formula: 'total_operating_expenses / 10' };
      return line;
    });
    const response = await validate({ ...definition, lines });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({
      code: 'model_invalid', field: 'definition.lines.legal_tax.formula',
      message: 'The definition has 2 problems, the first definition.lines.legal_tax.formula (character 39): expected ")" at 38; nothing was published',
    });
    expect(response.body.problem_count).toBe(2);
    expect(response.body.problems).toEqual([
      { code: 'syntax', item: 'line', id: 'legal_tax', field: 'formula', position: 38, message: 'expected ")" at 38' },
      { code: 'cycle', item: 'line', id: 'employees', field: 'formula', message: 'employees → total_operating_expenses → employees is a cycle: each needs the other first' },
    ]);
  });

  it('refuses a body of the wrong shape with 400 naming the field, and a 10,000-character formula with its position', async () => {
    const definition = await published();
    const wrongSection = await validate({ ...definition, lines: definition.lines.map((line, i) => (i === 3 ? { ...line, section: 'nowhere' } : line)) });
    expect(wrongSection.status).toBe(400);
    expect(wrongSection.body.error.field).toBe('definition.lines.3.section');
    const long = await validate({ ...definition, lines: definition.lines.map((line) => (line.id === 'legal_tax' ? { ...line, formula: `1${' + 1'.repeat(2_500)}` } : line)) });
    expect(long.status).toBe(422);
    expect(long.body.problems).toEqual([expect.objectContaining({ code: 'too_long', id: 'legal_tax', position: 2_000 })]);
  });

  it('lets only an admin or a modeller check a definition', async () => {
    expect((await validate(await published(), analyst)).status).toBe(403);
    const modeller = (await signedInUser(server, admin, 'model-checker', 'modeller')).token;
    expect((await validate(await published(), modeller)).status).toBe(200);
    expect((await call(server, 'POST', '/api/model/validate', { body: { definition: {} } })).status).toBe(401);
  });
});
