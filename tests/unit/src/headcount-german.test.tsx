import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_DEPARTMENTS } from '../../../engine/headcount/plan.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { CsvOutcomePanel } from '../../../src/features/headcount/CsvImport.tsx';
import { newPosition, readCell } from '../../../src/features/headcount/positionEdits.ts';
import { columnName } from '../../../src/features/headcount/texts.ts';
import { shownScenarioName } from '../../../src/state/scenarioNames.ts';

/** The Headcount screen in German (issue 30): its own texts, the sheet's column names, the refusals it writes. */

afterEach(async () => {
  await i18n.changeLanguage('en');
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
