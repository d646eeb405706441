import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import type { ScenarioComparison } from '../../../contract/scenarioForecasts.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import type { VersionDetail } from '../../../contract/scenarioVersions.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { EN } from '../../../src/i18n/resources.ts';
import { appStore } from '../../../src/state/store.ts';
import { serverUnreachableAtom } from '../../../src/state/connectivity.ts';
import { activeScenarioIdAtom, scenariosAtom } from '../../../src/state/scenarios.ts';
import { BUILT_IN_SCENARIOS } from '../../../engine/scenarios.ts';
import { BackendBanner } from '../../../src/features/scenarios/BackendBanner.tsx';
import { ComparisonTable } from '../../../src/features/scenarios/ComparisonResult.tsx';
import { DeleteScenarioDialog } from '../../../src/features/scenarios/DeleteScenarioDialog.tsx';
import { ScenarioSelector } from '../../../src/features/scenarios/ScenarioSelector.tsx';
import { VersionView } from '../../../src/features/scenarios/VersionView.tsx';
import { shownScenarioDescription, shownScenarioName } from '../../../src/state/scenarioNames.ts';
import { driverValueText } from '../../../src/features/scenarios/versionRows.ts';

/** The scenario screens in German (issue 30): their own texts, and the built-in scenarios' names. */

const year = (revenue: number) => ({
  total_revenue: revenue, ebitda: revenue / 2, total_rides: revenue / 10, total_medical_clients: 900, total_transport_clients: 3_800,
  total_clients: 4_700, gross_profit: revenue / 3, closing_cash: revenue / 4,
});

const comparison: ScenarioComparison = {
  scenario1: { scenario_id: 'baseline', scenario_name: 'Baseline', forecast_years: { 2030: year(50_000_000) } },
  scenario2: { scenario_id: 'custom-1', scenario_name: 'My Case', forecast_years: { 2030: year(60_000_000) } },
  comparison: { differences: {}, years: {} },
};

const detail: VersionDetail = {
  version: 2, saved_at: '2026-11-27T10:00:00.000Z', saved_by: 'alice', comment: null, name: null, changes: [], ranges_changed: [], plan_years: [],
  model_version: 1, scenario_id: 'custom-1', scenario_name: 'My Case', key_drivers: { sales_team_size: 9 },
  driver_ranges: { sales_team_size: { low: 7, high: 11, distribution: 'triangular' } }, forecast_years: { 2026: year(5_000_000), 2030: year(50_000_000) },
};

const custom: Scenario = {
  scenario_id: 'custom-1', scenario_name: 'My Case', description: 'Mine', scenario_type: 'user-created', created_by: 'alice',
  created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', version: 3, is_active: false, key_drivers: {}, driver_ranges: {},
};

afterEach(async () => {
  await i18n.changeLanguage('en');
  appStore.set(serverUnreachableAtom, false);
  appStore.set(scenariosAtom, []);
  appStore.set(activeScenarioIdAtom, null);
});

describe('the scenario screens in German', () => {
  it('compare two scenarios in German, the built-in by its German name and a typed name as typed', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<ComparisonTable result={comparison} />);
    for (const word of ['Vergleich der Finanzprognose 2030', 'Kennzahl', 'Umsatzerlöse gesamt', 'Kunden gesamt', 'Abweichung', 'Basisfall', 'My Case']) expect(html).toContain(word);
    for (const word of ['Financial Projections', 'Metric', 'Total Revenue', 'Difference', 'Baseline']) expect(html).not.toContain(word);
  });

  it('keep the English words in English', () => {
    const html = renderToStaticMarkup(<ComparisonTable result={comparison} />);
    for (const word of ['2030 Financial Projections Comparison', 'Metric', 'Total Revenue', 'Total Clients', 'Difference', 'Baseline']) expect(html).toContain(word);
    expect(shownScenarioName({ scenario_id: 'high_case', scenario_name: 'High Case' })).toBe('High Case');
  });

  it('show a kept version read-only in German, its range\'s distribution named', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<VersionView detail={detail} />);
    for (const word of ['Nur lesen', 'Kennzahlen 2026–2030', 'Werttreiber', 'Wert', 'Rohertrag', 'Dreiecksverteilung', 'Berechnet mit dem geltenden Modell']) expect(html).toContain(word);
    for (const word of ['Read-only', 'Key figures', 'Key drivers', 'Gross Profit', 'triangular', 'Computed with']) expect(html).not.toContain(word);
    expect(driverValueText('sales_team_size', null)).toBe('Standard');
  });

  it('ask before deleting in German, the name in bold and the drafts counted', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<Provider store={appStore}><DeleteScenarioDialog scenario={custom} onClose={() => undefined} /></Provider>);
    expect(html).toContain('Das Szenario <strong>My Case</strong> löschen? Das kann nicht rückgängig gemacht werden.');
    expect(html).toContain('Abbrechen');
    expect(html).not.toContain('cannot be undone');
    await i18n.changeLanguage('en');
    expect(renderToStaticMarkup(<Provider store={appStore}><DeleteScenarioDialog scenario={custom} onClose={() => undefined} /></Provider>))
      .toContain('Delete the scenario <strong>My Case</strong>? This cannot be undone.');
  });

  it('say in German that the server is unreachable', async () => {
    await i18n.changeLanguage('de');
    appStore.set(serverUnreachableAtom, true);
    const html = renderToStaticMarkup(<Provider store={appStore}><BackendBanner /></Provider>);
    expect(html).toContain('Der Server ist nicht erreichbar.');
    expect(html).toContain('Basisfalls 2024-2025');
    expect(html).not.toContain('Backend server');
  });

  it('name the active built-in scenario in German in the header', async () => {
    await i18n.changeLanguage('de');
    appStore.set(scenariosAtom, [{ ...custom, scenario_id: 'baseline', scenario_name: 'Baseline', scenario_type: 'built-in', created_by: null }]);
    appStore.set(activeScenarioIdAtom, 'baseline');
    const user = { id: 1, username: 'alice', full_name: '', email: '', access_level: 'user', status: 'active', force_password_change: false, created_at: '2026-11-01T00:00:00.000Z', last_login: null } as const;
    const html = renderToStaticMarkup(<Provider store={appStore}><ScenarioSelector user={user} /></Provider>);
    expect(html).toContain('aria-label="Szenario: Basisfall"');
    expect(html).not.toContain('Baseline');
  });
});

describe('the built-in scenarios\' English words', () => {
  it('are the shipped scenarios\' own, word for word', () => {
    for (const scenario of BUILT_IN_SCENARIOS) {
      expect(shownScenarioName(scenario)).toBe(scenario.scenario_name);
      expect(shownScenarioDescription(scenario)).toBe(scenario.description);
    }
    expect(Object.keys(EN.scenarios.builtInNames).sort()).toEqual(BUILT_IN_SCENARIOS.map((scenario) => scenario.scenario_id).sort());
  });
});
