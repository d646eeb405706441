import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { dataSummary, deriveDataMask } from '../../../engine/actuals/dataMask.ts';
import { DATA_MASK_FIELD_IDS, DATA_MASK_FIELDS } from '../../../engine/actuals/dataMaskFields.ts';
import { BASELINE_RULES, draftOf, SAVE_BLOCKED_MESSAGE } from '../../../engine/actuals/validation.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { EN } from '../../../src/i18n/resources.ts';
import { CsvImportPanel } from '../../../src/features/baseline-data/CsvImportPanel.tsx';
import { DataMaskSection } from '../../../src/features/baseline-data/DataMaskSection.tsx';
import { DataSummary } from '../../../src/features/baseline-data/DataSummary.tsx';
import { formatFieldValue } from '../../../src/features/baseline-data/fieldValues.ts';
import { OpeningBalanceFigures } from '../../../src/features/baseline-data/OpeningBalanceFigures.tsx';
import { saveFailedNotice } from '../../../src/features/baseline-data/saveOutcome.ts';
import { BASELINE_SECTIONS } from '../../../src/features/baseline-data/texts.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const actuals = baselineActuals();
const mask = deriveDataMask(actuals);
const noop = () => undefined;

describe('the Baseline Data Input in German (issue 30)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a section\'s fields, their help and a changed value\'s old one in German', () => {
    const section = BASELINE_SECTIONS.find((candidate) => candidate.id === 'capital')!;
    const html = renderToStaticMarkup(
      <DataMaskSection title="Kapital" fields={section.fields} draft={{ ...draftOf(mask), target_runway_months: '20' }} saved={{ ...mask, target_runway_months: 18 }} locked={false} errors={{}} onChange={noop} />,
    );
    expect(html).toContain('Ziel-Cash-Reichweite (Monate)');
    expect(html).toContain('Ein Planungsziel; die Monats-Istwerte bleiben unverändert.');
    expect(html).toContain('20 Monate');
    expect(html).toContain('(vorher 18 Monate)');
    expect(html).not.toContain('Target Runway');
    expect(html).not.toContain('(was ');
    expect(formatFieldValue('target_runway_months', 1)).toBe('1 Monat');
  });

  it('shows the data summary, the opening balance and a CSV import in German', () => {
    const summary = renderToStaticMarkup(<DataSummary summary={dataSummary(actuals)} preview />);
    expect(summary).toContain('Datenübersicht');
    expect(summary).toContain('monatlich');
    expect(summary).toContain('Ungespeicherte Änderungen');
    expect(summary).not.toContain('Data Summary');

    const opening = renderToStaticMarkup(<OpeningBalanceFigures query={{ status: 'loading', data: null, retry: noop }} />);
    expect(opening).toContain('Gewinn-/Verlustvortrag zum 31.12.2025');
    expect(opening).toContain('Wird berechnet...');

    const refused = renderToStaticMarkup(<CsvImportPanel state={{ kind: 'refused', fileName: 'b.csv', errors: [{ line: 3, column: 'revenue', message: 'x' }], problemCount: 1 }} busy={false} unsavedEdits={false} onApply={noop} onDiscard={noop} />);
    expect(refused).toContain('CSV-Import abgelehnt');
    expect(refused).toContain('Spalte');
    const preview = renderToStaticMarkup(
      <CsvImportPanel
        state={{ kind: 'preview', fileName: 'b.csv', text: '', maskChanges: [{ field: 'revenue_2025', label: 'Revenue 2025', before: 1, after: 2 }], cellChanges: [{ field: 'opening_cash', month: null, before: 1, after: 2 }] }}
        busy={false} unsavedEdits onApply={noop} onDiscard={noop}
      />,
    );
    expect(preview).toContain('b.csv: 1 Stammdatenwert und 1 Wert ändern sich.');
    expect(preview).toContain('Umsatzerlöse 2025');
    expect(preview).toContain('Einstellung');
    expect(preview).toContain('Import übernehmen');
    expect(preview).not.toContain('Revenue 2025');
  });

  it('says why a save failed in German, keeping the server\'s own message', () => {
    expect(saveFailedNotice(new Error('version conflict')).text).toBe('Fehler beim Speichern: version conflict');
  });
});

describe('the baseline texts the engine also words', () => {
  it('are in English the engine\'s words: field labels and help, part 1 §5 rules, the blocked save', () => {
    for (const field of DATA_MASK_FIELD_IDS) {
      expect(EN.baselineData.fields[field].label).toBe(DATA_MASK_FIELDS[field].label);
      expect(EN.baselineData.fields[field].changes).toBe(DATA_MASK_FIELDS[field].changes);
    }
    for (const rule of BASELINE_RULES) expect(EN.baselineData.rules[rule.id]).toBe(rule.message);
    expect(EN.baselineData.saveBlocked).toBe(SAVE_BLOCKED_MESSAGE);
  });
});
