import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { languageAtom } from '../../../src/state/language.ts';
import { MemoryStorage } from './browser-stand-ins.ts';
import { appStore } from '../../../src/state/store.ts';
import { readTypedCell, sheetRows } from '../../../src/features/monthly-actuals/sheet.ts';
import { totalsRows } from '../../../src/features/monthly-actuals/totals.ts';
import { warningText } from '../../../src/features/monthly-actuals/CloseReviewDialog.tsx';
import { NoActualsYet } from '../../../src/features/monthly-actuals/NoActualsYet.tsx';
import { ReconcilingItems } from '../../../src/features/monthly-actuals/ReconcilingItems.tsx';
import { ImportPanel } from '../../../src/features/monthly-actuals/ImportPanel.tsx';

// The import panel links to the DATEV screen through the router, which reads the page's address when loaded.
vi.hoisted(() => {
  vi.stubGlobal('window', { location: { pathname: '/actuals' }, addEventListener: () => undefined });
});

const render = (element: ReactElement) => renderToStaticMarkup(<Provider store={appStore}>{element}</Provider>);

describe('Monthly Actuals in German (issue 30)', () => {
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

  it('names the sheet\'s lines by the shown definition, its groups, worded units and totals in German', () => {
    const rows = sheetRows({}, ['2026-01']);
    expect(rows.find((row) => row.line === 'employees')?.label).toBe('Personalaufwand');
    expect([...new Set(rows.map((row) => row.group))]).toEqual(['Umsatzerlöse', 'Kosten', 'Mengen', 'Personalbestand (optional)', 'Bestände']);
    expect(rows.find((row) => row.line === 'medical_rides')?.unit).toBe('Fahrten');
    expect(rows.find((row) => row.line === 'engineering_ftes')?.unit).toBe('FTE');
    // The group's id styles the row whatever the language.
    expect(rows.find((row) => row.line === 'closing_cash')?.groupId).toBe('balances');
    expect(totalsRows([], ['2026-01']).map((row) => [row.label, row.group])).toEqual([['Umsatzerlöse', 'Summen (Modell)'], ['Kosten', 'Summen (Modell)'], ['EBITDA', 'Summen (Modell)']]);
  });

  it('refuses a typed text and words a plausibility warning in German', () => {
    expect(readTypedCell('employees', 'abc')).toEqual({ ok: false, message: '„abc“ ist keine Zahl; Personalaufwand behält den bisherigen Wert.' });
    const warning = warningText({ id: '2026-02:sales_marketing:plan', month: '2026-02', line: 'sales_marketing', kind: 'plan', actual: 6_100_000, reference: 61_000, change: 99 });
    expect(warning).toContain('gegenüber Plan');
    expect(warning).toContain('vs.');
    expect(warning).not.toContain('against the plan');
    expect(warningText({ id: 'x', month: '2026-02', line: 'employees', kind: 'previous_month', actual: 5, reference: 0, change: null })).toContain('ausgehend von 0 gegenüber Vormonat');
  });

  it('shows the empty state, the reconciling items and an import preview in German', () => {
    const empty = render(<NoActualsYet isAdmin busy={false} onLoadSample={() => undefined} />);
    expect(empty).toContain('Noch keine Istwerte');
    expect(empty).toContain('Beispiel-Istwerte laden');
    expect(empty).not.toContain('No monthly actuals yet');

    const items = render(<ReconcilingItems items={[{ month: '2026-01', line: 'closing_cash', actual: 100, derived: 90, difference: 10, threshold: 1000, flagged: false }]} />);
    expect(items).toContain('Abstimmungsposten');
    expect(items).toContain('Bankguthaben');
    expect(items).toContain('Unter Schwelle');
    expect(items).not.toContain('Reconciling items');

    const preview = render(<ImportPanel state={{ kind: 'preview', fileName: 'ist.csv', changes: [{ month: '2026-01', line: 'employees', old: 1, new: 2 }], effect: 'loading' }} onApply={() => undefined} onCancel={() => undefined} />);
    expect(preview).toContain('ist.csv: 1 Wert ändert sich.');
    expect(preview).toContain('In Tabelle übernehmen');
    expect(preview).toContain('Monat');
    expect(preview).not.toContain('Apply to sheet');
  });
});
