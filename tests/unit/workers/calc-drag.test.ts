import { describe, expect, it, vi } from 'vitest';
import type { Actuals } from '../../../engine/actuals/schema.ts';
import { createCalcApi } from '../../../workers/calc-api.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

/** Every time a scenario host sets its HyperFormula working session to a driver set. */
const activations: Record<string, number>[] = [];

// A spy, not a stand-in: the real host, with its activations written down.
vi.mock('../../../engine/session/scenarioHost.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../engine/session/scenarioHost.ts')>();
  return {
    ...real,
    createScenarioHost: (actuals: Actuals) => {
      const host = real.createScenarioHost(actuals);
      return Object.assign(Object.create(host) as typeof host, {
        activate: (overrides: Record<string, number>) => {
          activations.push({ ...overrides });
          return host.activate(overrides);
        },
      });
    },
  };
});

const cashLines = { period: 'month', lines: ['closing_cash'] } as const;

describe('a drag reads the kernel: statements, the cash profile and the reconciling items without a workbook catch-up per preview', () => {
  it('answers them at the previewed drivers while the working session stays where the last commit left it', () => {
    const api = createCalcApi();
    api.load({ actuals: baselineActuals(), overrides: {} });
    activations.length = 0;
    const answers = [1.2, 1.9, 2.5].map((productivity) => {
      const preview = api.preview({ sales_rep_productivity: productivity });
      return {
        preview,
        ebitda: api.statement({ period: 'year', from: '2026', to: '2030', lines: ['ebitda'] }).rows[0]?.values,
        cash: api.cashProfile(),
        monthly: api.statement(cashLines).rows[0]?.values,
        reconciling: api.reconcilingItems(),
      };
    });
    expect(activations).toEqual([]);
    const last = answers.at(-1);
    expect(last?.ebitda).toEqual([2026, 2027, 2028, 2029, 2030].map((year) => last?.preview.years[year]?.ebitda));

    api.applyOverrides({ sales_rep_productivity: 2.5 });
    expect(activations).toEqual([{ sales_rep_productivity: 2.5 }]);
    expect(api.statement({ period: 'year', from: '2026', to: '2030', lines: ['ebitda'] }).rows[0]?.values).toEqual(last?.ebitda);
    expect(api.statement(cashLines).rows[0]?.values).toEqual(last?.monthly);
    expect(api.cashProfile()).toEqual(last?.cash);
    expect(api.reconcilingItems()).toEqual(last?.reconciling);
  });
});
