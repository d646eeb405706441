import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { DRIVER_BY_ID } from '../../engine/model/drivers.ts';
import { KEY_DRIVER_PAYLOAD, scenarioNameKey } from '../../engine/scenarios.ts';
import { driverValue } from '../helpers/driverArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
});

async function storedCount(): Promise<number> {
  return (await call(server, 'GET', '/api/scenarios', { token })).body.scenarios.length;
}

/** The names the user sees, compared as the server compares them (trimmed, any case). */
async function visibleNameKeys(): Promise<Set<string>> {
  const scenarios = (await call(server, 'GET', '/api/scenarios', { token })).body.scenarios as { scenario_name: string }[];
  return new Set(scenarios.map((scenario) => scenarioNameKey(scenario.scenario_name)));
}

/** A value of the part 1 §3 payload within its driver's bounds (whole where it counts people). */
const payloadDraft = fc.record(
  Object.fromEntries(KEY_DRIVER_PAYLOAD.map((id) => {
    const driver = DRIVER_BY_ID.get(id);
    if (!driver) throw new Error(`payload driver ${id} is not in the catalog`);
    return [id, driverValue(driver)];
  })),
  { requiredKeys: [] },
);

describe('scenario inputs (property)', () => {
  it('answers any JSON body to POST /api/scenarios with 201, a 400 that names a field or a 409 for a name already taken — never a 500 — and stores only on 201', async () => {
    const anyBody = fc.oneof(
      fc.jsonValue(),
      fc.record({
        scenario_name: fc.oneof(fc.string({ maxLength: 130 }), fc.jsonValue()),
        description: fc.oneof(fc.string({ maxLength: 20 }), fc.jsonValue()),
        key_drivers: fc.oneof(fc.dictionary(fc.constantFrom(...KEY_DRIVER_PAYLOAD, 'warp_speed', ''), fc.oneof(fc.double(), fc.jsonValue())), fc.jsonValue()),
      }, { requiredKeys: [] }),
    );
    await fc.assert(fc.asyncProperty(anyBody, async (body) => {
      const before = await storedCount();
      const taken = await visibleNameKeys();
      const response = await call(server, 'POST', '/api/scenarios', { token, body });
      const after = await storedCount();
      if (response.status === 201) {
        expect(after).toBe(before + 1);
      } else if (response.status === 409) {
        // A generated name can repeat one stored by an earlier run (two runs of "!").
        expect(response.body.error).toMatchObject({ code: 'name_taken', field: 'scenario_name' });
        const name = (body as { scenario_name?: unknown }).scenario_name;
        expect(typeof name === 'string' && taken.has(scenarioNameKey(name))).toBe(true);
        expect(after).toBe(before);
      } else {
        expect(response.status).toBe(400);
        // The JSON parser refuses prototype keys (`__proto__`) before any field is looked at.
        if (response.body.error.code !== 'bad_request') expect(typeof response.body.error.field).toBe('string');
        expect(after).toBe(before);
      }
    }), propertyBudget({ numRuns: 60 }));
  });

  it('gives the same numbers for a payload on the forecast route, the dashboard route and a scenario stored with it', async () => {
    // Scenario names are unique among what a user sees: every stored run gets its own.
    let run = 0;
    await fc.assert(fc.asyncProperty(payloadDraft, async (draft) => {
      run += 1;
      const forecast = await call(server, 'POST', '/api/forecast/key-drivers?scenario=baseline', { token, body: draft });
      const enhanced = await call(server, 'POST', '/api/key-drivers/forecast-enhanced?scenario=baseline', { token, body: draft });
      const baselineDrivers = (await call(server, 'GET', '/api/scenarios/baseline', { token })).body.key_drivers;
      const stored = await call(server, 'POST', '/api/scenarios', {
        token, body: { scenario_name: `Property ${run}`, description: 'payload', key_drivers: { ...baselineDrivers, ...draft } },
      });
      const storedForecast = await call(server, 'GET', `/api/scenarios/forecast/${stored.body.scenario_id}`, { token });
      expect([forecast.status, enhanced.status, stored.status, storedForecast.status]).toEqual([200, 200, 201, 200]);
      expect(storedForecast.body.forecast_years).toEqual(forecast.body.forecast_years);
      for (const year of ['2026', '2030']) {
        expect(enhanced.body.pnl_cashflow[year].revenue_breakdown.total_revenue).toBe(forecast.body.forecast_years[year].total_revenue);
        expect(enhanced.body.pnl_cashflow[year].pnl_statement.ebitda).toBe(forecast.body.forecast_years[year].ebitda);
      }
    }), propertyBudget({ numRuns: 8 }));
  });
});
