import { describe, expect, it } from 'vitest';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { keyFiguresOf, KEY_FIGURE_YEARS } from '../../../engine/session/keyFigures.ts';
import { createCalcApi, type EarlyKeyFigures } from '../../../workers/calc-api.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { twinDifferences } from '../../helpers/twinTolerance.ts';

const lowCase = builtInScenario('low_case')?.key_drivers ?? {};
const revenue2030 = { sheet: 'Annual', id: 'total_revenue', period: '2030' } as const;

describe('the calculation worker\'s preview (a slider drag) and its commit', () => {
  it('previews from the compiled kernel the snapshot the workbook gives once the drivers are committed', () => {
    const api = createCalcApi();
    const loaded = api.load({ actuals: baselineActuals(), overrides: {} });
    const preview = api.preview({ ...lowCase, sales_rep_productivity: 1.7 });
    const committed = api.applyOverrides({ ...lowCase, sales_rep_productivity: 1.7 });
    expect([preview.version, committed.version]).toEqual([loaded.version + 1, loaded.version + 2]);
    expect(twinDifferences({ ...preview, version: 0 }, { ...committed, version: 0 })).toEqual([]);
  });

  it('answers for the previewed drivers what only the workbook answers (catching the working session up first), and statements that agree with it', () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    const preview = api.preview({ sales_rep_productivity: 2.5 });
    expect(api.explain(revenue2030).value).toBe(preview.years[2030]?.total_revenue);
    expect(api.statement({ period: 'year', from: '2030', to: '2030', lines: ['ebitda'] }).rows[0]?.values).toEqual([preview.years[2030]?.ebitda]);
    expect(api.snapshot().years).toEqual(preview.years);
  });

  it('evaluates impacts, mappings, the sweep and the valuation at the previewed drivers', () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    const before = api.driverImpacts(revenue2030, ['transport_avg_ride_cost']).transport_avg_ride_cost;
    const preview = api.preview({ transport_avg_ride_cost: 60 });
    expect(api.sensitivity().find((row) => row.id === 'transport_avg_ride_cost')?.currentValue).toBe(60);
    expect(api.driverImpacts(revenue2030, ['transport_avg_ride_cost']).transport_avg_ride_cost).not.toBe(before);
    expect(api.valuation({ multipliers: { arr: 8, transaction: 3 }, scenarioName: 'Draft' }).yearly_progression['2030']?.revenue).toBe(preview.years[2030]?.total_revenue);
    const mappings = api.assumptionMappings(2030);
    api.applyOverrides({ transport_avg_ride_cost: 60 });
    expect(api.assumptionMappings(2030)).toEqual(mappings);
  });

  it('refuses a value the catalog refuses and keeps the last preview', () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    const preview = api.preview({ logo_churn_rate: 5 });
    expect(() => api.preview({ logo_churn_rate: -1 })).toThrow(/logo_churn_rate/);
    expect(api.snapshot().drivers.logo_churn_rate).toBe(5);
    expect(api.snapshot().years).toEqual(preview.years);
  });

  it('posts each answered preview\'s key figures on the watched port, with the version and numbers of the snapshot it answers', async () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    const channel = new MessageChannel();
    const received: EarlyKeyFigures[] = [];
    channel.port1.onmessage = (event: MessageEvent<EarlyKeyFigures>) => received.push(event.data);
    api.watchKeyFigures(channel.port2);
    const answers = [1.2, 2.5].map((productivity) => api.preview({ ...lowCase, sales_rep_productivity: productivity }));
    expect(() => api.preview({ logo_churn_rate: -1 })).toThrow(/logo_churn_rate/);
    api.applyOverrides({ ...lowCase, sales_rep_productivity: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    channel.port1.close();
    // One message per preview that was answered: a refused preview and a commit send none.
    expect(received.map((early) => early.version)).toEqual(answers.map((answer) => answer.version));
    received.forEach((early, i) => {
      const answer = answers[i];
      if (!answer) throw new Error('no answer');
      expect(early.figures).toEqual(keyFiguresOf(answer));
      for (const year of KEY_FIGURE_YEARS) expect(early.figures.years[year]?.revenue).toBe(answer.years[year]?.total_revenue);
    });
    expect(received[0]?.figures.years[2030]?.revenue).not.toBe(received[1]?.figures.years[2030]?.revenue);
  });

  it('sends the key figures while the preview is still being answered, ahead of its snapshot', () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    const order: string[] = [];
    const port = new MessageChannel().port2;
    port.postMessage = (message: EarlyKeyFigures) => order.push(`early ${message.version}`);
    api.watchKeyFigures(port);
    const { version } = api.preview({ sales_rep_productivity: 2 });
    order.push(`answer ${version}`);
    port.close();
    expect(order).toEqual([`early ${version}`, `answer ${version}`]);
  });
});
