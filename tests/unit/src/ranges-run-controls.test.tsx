import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import type { Scenario } from '../../../contract/scenarios.ts';
import { RunControls } from '../../../src/features/ranges/RunControls.tsx';
import { activeScenarioIdAtom, scenarioFallbackAtom, scenariosAtom } from '../../../src/state/scenarios.ts';

const baseline: Scenario = {
  scenario_id: 'baseline', scenario_name: 'Baseline', description: '', scenario_type: 'built-in', created_by: 'system',
  created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 1, is_active: true, key_drivers: {}, driver_ranges: {},
};

function runButton(store: ReturnType<typeof createStore>): string {
  const html = renderToStaticMarkup(<Provider store={store}><RunControls /></Provider>);
  const button = /<button type="submit"[^>]*>/.exec(html)?.[0];
  if (!button) throw new Error(`no Run button in ${html}`);
  return button + (html.includes('Loading the scenario…') ? ' [loading note]' : '');
}

describe('Run waits for the active scenario (a run drawn on the catalog while the page loads could not be kept with its version)', () => {
  it('is disabled, saying the scenario is loading, before the scenarios are known', () => {
    const shown = runButton(createStore());
    expect(shown).toContain('disabled');
    expect(shown).toContain('[loading note]');
  });

  it('is enabled once the active scenario with its saved version is there', () => {
    const store = createStore();
    store.set(scenariosAtom, [baseline]);
    store.set(activeScenarioIdAtom, 'baseline');
    const shown = runButton(store);
    expect(shown).not.toContain('disabled');
    expect(shown).not.toContain('[loading note]');
  });

  it('is enabled without a server and nothing cached: the catalog is then what the app shows', () => {
    const store = createStore();
    store.set(scenarioFallbackAtom, true);
    expect(runButton(store)).not.toContain('disabled');
  });
});
