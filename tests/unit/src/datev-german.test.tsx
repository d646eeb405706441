import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import type { DatevMappingAnswer, DatevReadAnswer } from '../../../contract/datev.ts';
import { EXCLUDED_TARGETS, targetLabel } from '../../../engine/actuals/datev/mapping.ts';
import { ApiRequestError } from '../../../src/api/errors.ts';
import { languageAtom } from '../../../src/state/language.ts';
import { MemoryStorage } from './browser-stand-ins.ts';
import { EN } from '../../../src/i18n/resources.ts';
import { appStore } from '../../../src/state/store.ts';
import { AccountsTable } from '../../../src/features/datev/AccountsTable.tsx';
import { datevFailure } from '../../../src/features/datev/failures.ts';
import { FileChooser } from '../../../src/features/datev/FileChooser.tsx';
import { FileSummary } from '../../../src/features/datev/FileSummary.tsx';
import { ImportBar } from '../../../src/features/datev/ImportBar.tsx';
import { LinePreview } from '../../../src/features/datev/LinePreview.tsx';
import { MappingSave } from '../../../src/features/datev/MappingSave.tsx';

const render = (element: ReactElement) => renderToStaticMarkup(<Provider store={appStore}>{element}</Provider>);

const answer: DatevReadAnswer = {
  file: {
    kind: 'buchungsstapel', file_name: 'EXTF_Buchungsstapel.csv', sha256: 'a'.repeat(64), bytes: 1000, chart: 'skr03', months: ['2026-03'],
    period_from: '2026-03-01', period_to: '2026-03-31', booking_count: 3, debit: 100, credit: 100, header: null, vat_split: [],
  },
  mapping: { chart: 'skr03', version: 0 },
  accounts: [
    { account: 1576, name: 'Abziehbare Vorsteuer 19 %', target: 'vat', source: 'template', rule: 'Abziehbare Vorsteuer', to_confirm: false, months: [{ month: '2026-03', amount: 19 }], total: 19, booking_count: 1 },
    { account: 4990, name: '', target: null, source: 'none', rule: null, to_confirm: false, months: [{ month: '2026-03', amount: 81 }], total: 81, booking_count: 2 },
  ],
  unmapped: { accounts: 1, to_confirm: 0, months: [{ month: '2026-03', amount: 81 }], total: 81 },
  lines: [{ month: '2026-03', line: 'employees', label: 'Employees', old: null, new: 81, accounts: [{ account: 4990, amount: 81, booking_count: 2 }] }],
  effect: [],
  problems: [],
  duplicate: null,
  actuals_version: 4,
  importable: false,
};

const mapping: DatevMappingAnswer = {
  chart: 'skr03', version: 0, updated_by: null, updated_at: null, comment: '', accounts: [], template: [],
  targets: [{ id: 'employees', label: 'Employees', kind: 'cost' }, { id: 'vat', label: targetLabel('vat'), kind: 'excluded' }],
};

describe('the DATEV Import in German (issue 30)', () => {
  // Switched as the app's language menu does: the texts and the shown definition together.
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    appStore.set(languageAtom, 'de');
  });
  afterEach(() => {
    appStore.set(languageAtom, 'en');
    vi.unstubAllGlobals();
  });

  it('shows the file, its accounts, the preview and the import in German, keeping DATEV\'s own names', () => {
    const html = render(
      <>
        <FileChooser busy={false} onFile={() => undefined} />
        <FileSummary answer={answer} />
        <AccountsTable answer={answer} mapping={mapping} draft={{}} dispatch={() => undefined} disabled={false} />
        <MappingSave changes={2} open={{ unmapped: 1, toConfirm: 0 }} comment="" busy={false} onComment={() => undefined} onSave={() => undefined} onDiscard={() => undefined} />
        <LinePreview answer={answer} />
        <ImportBar answer={answer} changes={0} busy={null} onImport={() => undefined} onAnother={() => undefined} />
      </>,
    );
    for (const german of ['Art des Exports', 'Kontenrahmen', 'Buchungen', 'Zuordnung wählen…', '1 nicht zugeordnetes Konto und 0 Erlösströme zu bestätigen',
      'SKR03: nur die Vorlage', 'Nicht importiert: Umsatzsteuer und Vorsteuer', '2 ungespeicherte Änderungen der Zuordnung.', 'Wirkung je Monat und Position', 'Nach Import', '1 Konto',
      'Ordnen Sie jedes Konto zu', 'Importieren', 'Personalaufwand']) expect(html).toContain(german);
    // DATEV's names are the format's, the same in both languages.
    for (const datev of ['Buchungsstapel', 'Summen- und Saldenliste', 'Σ Soll', 'Σ Haben']) expect(html).toContain(datev);
    for (const english of ['Kind of export', 'Choose where it goes', 'unmapped account', 'Not imported: VAT', 'After import', 'Import log', 'Employees']) expect(html).not.toContain(english);
  });

  it('says a busy server\'s wait and a file too large in German', () => {
    expect(datevFailure(new ApiRequestError('http', 'busy', { status: 429, code: 'rate_limited', retryAfterSeconds: 30 })).message).toBe('Der Server ist mit anderen Dateien beschäftigt; versuchen Sie es in 30 Sekunden erneut.');
    expect(datevFailure(new ApiRequestError('http', 'too large', { status: 413 })).message).toContain('kürzeren Zeitraum');
  });
});

describe('the DATEV texts of the classes not imported', () => {
  it('are in English the engine\'s names of them, word for word', () => {
    for (const id of Object.keys(EXCLUDED_TARGETS) as (keyof typeof EXCLUDED_TARGETS)[]) expect(EN.datev.accounts.excluded[id]).toBe(targetLabel(id));
  });
});
