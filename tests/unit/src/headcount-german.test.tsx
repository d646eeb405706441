import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_DEPARTMENTS } from '../../../engine/headcount/plan.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { CsvOutcomePanel } from '../../../src/features/headcount/CsvImport.tsx';
import { newPosition, readCell } from '../../../src/features/headcount/positionEdits.ts';
import { columnName } from '../../../src/features/headcount/texts.ts';
import { shownScenarioName } from '../../../src/state/scenarioNames.ts';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import type { Scenario } from '../../../contract/scenarios.ts';
import { DEFAULT_MODEL_SOURCE } from '../../../engine/model/definition.ts';
import { headcountView } from '../../../workers/headcountView.ts';
import { languageAtom } from '../../../src/state/language.ts';
import { appStore } from '../../../src/state/store.ts';
import { installLocalStorage, MemoryStorage } from './browser-stand-ins.ts';

// The charts read the theme (the device's choice, in localStorage) when imported.
installLocalStorage().setItem('darkMode', 'false');
const { ComparePlans } = await import('../../../src/features/headcount/ComparePlans.tsx');
const { CostByMonth, PeopleByDepartment } = await import('../../../src/features/headcount/PlanFigures.tsx');

/** The Headcount screen in German (issue 30): its own texts, the sheet's column names, the refusals it writes. */

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const render = (element: ReactElement) => renderToStaticMarkup(<Provider store={appStore}>{element}</Provider>);
const view = headcountView(null, Object.fromEntries(DEFAULT_MODEL_SOURCE.drivers.map((d) => [d.id, d.baseline])), DEFAULT_DEPARTMENTS);
// The caller's working scenario as the server names it.
const simulation = { scenario_id: 'working-1', scenario_name: 'Simulation (Editable)', scenario_type: 'user', version: 1 } as Scenario;

describe('the Headcount screen names departments and the working scenario in the reader\'s language', () => {
  // Switched as the app's language menu does: the texts and the shown definition together.
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  });
  afterEach(() => {
    appStore.set(languageAtom, 'en');
    vi.unstubAllGlobals();
  });

  it('shows the definition\'s German department names and "Simulation (bearbeitbar)"', () => {
    appStore.set(languageAtom, 'de');
    const html = render(<><PeopleByDepartment view={view} /><CostByMonth view={view} /><ComparePlans mine={view} others={[simulation]} version={1} /></>);
    for (const german of ['Vertrieb', 'Entwicklung', 'Verwaltung', 'Simulation (bearbeitbar)']) expect(html).toContain(german);
    for (const english of ['>Sales<', '>Engineering<', '>G&amp;A<', 'Simulation (Editable)']) expect(html).not.toContain(english);
  });

  it('keeps the English names', () => {
    const html = render(<><PeopleByDepartment view={view} /><ComparePlans mine={view} others={[simulation]} version={1} /></>);
    for (const english of ['>Sales<', '>Engineering<', '>G&amp;A<', 'Simulation (Editable)']) expect(html).toContain(english);
  });
});

describe('the Headcount screen in German', () => {
  it('lists a refused CSV file\'s problems in German, counted', async () => {
    await i18n.changeLanguage('de');
    const refused = renderToStaticMarkup(<CsvOutcomePanel outcome={{ kind: 'refused', fileName: 'plan.csv', errors: [{ line: 2, column: 'count', message: 'x' }], problemCount: 3 }} onDismiss={() => undefined} />);
    for (const word of ['plan.csv wurde nicht importiert: 3 Probleme (nichts wurde geändert)', 'Probleme in plan.csv', 'Zeile', 'Spalte', 'Die ersten 1 von 3 Problemen', 'Schließen']) expect(refused).toContain(word);
    for (const word of ['was not imported', 'Line', 'Dismiss']) expect(refused).not.toContain(word);
    const imported = renderToStaticMarkup(<CsvOutcomePanel outcome={{ kind: 'imported', fileName: 'plan.csv', count: 1 }} onDismiss={() => undefined} />);
    expect(imported).toContain('plan.csv: 1 Stelle als Planentwurf importiert.');
  });

  it('names columns, new positions and refused cells in German', async () => {
    await i18n.changeLanguage('de');
    expect(columnName('annual_salary')).toBe('Jahresgehalt (€)');
    expect(columnName('positions[0].unknown')).toBe('positions[0].unknown');
    expect(newPosition(DEFAULT_DEPARTMENTS).role).toBe('Neue Stelle');
    expect(readCell('count', 'zwei', DEFAULT_DEPARTMENTS)).toEqual({ ok: false, message: '„zwei“ ist keine Zahl' });
    expect(shownScenarioName({ scenario_id: 'low_case', scenario_name: 'Low Case' })).toBe('Pessimistischer Fall');
    expect(shownScenarioName({ scenario_id: 'custom-1', scenario_name: 'Board' })).toBe('Board');
  });

  it('keeps the English words in English', () => {
    expect(columnName('annual_salary')).toBe('Annual salary (€)');
    expect(newPosition(DEFAULT_DEPARTMENTS).role).toBe('New position');
    expect(renderToStaticMarkup(<CsvOutcomePanel outcome={{ kind: 'imported', fileName: 'plan.csv', count: 2 }} onDismiss={() => undefined} />))
      .toContain('plan.csv: 2 positions imported as the draft plan.');
  });
});
