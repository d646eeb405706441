import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { installLocalStorage } from './browser-stand-ins.ts';
import type { ActivityEntry } from '../../../contract/activity.ts';
import type { User } from '../../../contract/users.ts';

installLocalStorage();
const { i18n } = await import('../../../src/i18n/index.ts');
const { UsersTable } = await import('../../../src/features/admin-users/UsersTable.tsx');
const { AddUserForm } = await import('../../../src/features/admin-users/AddUserForm.tsx');
const { GeneratedPasswordDialog } = await import('../../../src/features/admin-users/GeneratedPasswordDialog.tsx');
const { ActivityTable } = await import('../../../src/features/activity/ActivityTable.tsx');
const { ActivityFilters } = await import('../../../src/features/activity/ActivityFilters.tsx');
const { GermanDateField } = await import('../../../src/features/activity/GermanDateField.tsx');
const { ExportCenterScreen } = await import('../../../src/features/export/ExportCenterScreen.tsx');
const { detailsInGerman } = await import('../../../src/features/activity/activityWords.ts');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();

const ALICE: User = {
  id: 2, username: 'alice', full_name: 'Alice Example', email: 'alice@example.com', access_level: 'modeller', status: 'active', force_password_change: true,
  created_at: '2026-11-01T08:00:00.000Z', last_login: null,
};
const NO_ACTIONS = { onReset: () => undefined, onToggleStatus: () => undefined, onDelete: () => undefined };

const ENTRIES: ActivityEntry[] = [
  { id: 1, user: 'alice', user_id: 2, action: 'login', resource: 'auth', resource_name: null, details: 'success', timestamp: '2026-11-24T09:15:00.000Z', ip_address: '10.0.0.1' },
  { id: 2, user: 'admin', user_id: 1, action: 'create', resource: 'plan:2026', resource_name: 'Plan of record 2026', details: 'locked', timestamp: '2026-11-24T10:00:00.000Z', ip_address: '' },
];
const record = (id: number, resource: string, resource_name: string | null, details: string): ActivityEntry => ({
  id, user: 'admin', user_id: 1, action: 'update', resource, resource_name, details, timestamp: '2026-11-24T10:00:00.000Z', ip_address: '',
});
const RECORDS: ActivityEntry[] = [
  record(1, 'monthly_actuals', null, 'version 2: CSV import (222 values)'),
  record(2, 'plan:2026', 'Plan of record 2026', 'locked "Budget 2026" (Baseline, version 1)'),
  record(3, 'scenario:baseline', 'Baseline', 'Logo Churn Rate 3.2%/year → 5.2%/year (version 4)'),
  record(4, 'settings', null, 'last closed month: 2026-10 (reviewed; 2 warnings confirmed: cash_low, margin_drop)'),
  record(5, 'user:alice', null, 'role modeller'),
  record(6, 'scenario:working-2', 'Simulation (Editable) of alice', 'activated'),
  record(7, 'auth', null, 'success'),
  record(8, 'scenario:high_case', null, 'High Case'),
  record(9, 'plan:2027', 'Plan of record 2027', 'locked "Budget 2027" (Baseline, version 2). Approval note: Board meeting of 12 November'),
];
const NO_FILTER = { action: '', user: '', from: '', to: '', q: '' } as const;

describe('User Management speaks the user\'s language', () => {
  it('keeps the specification\'s English', () => {
    const html = text(renderToStaticMarkup(<UsersTable users={[ALICE]} currentUserId={1} disabled={false} actions={NO_ACTIONS} />));
    expect(html).toContain('User Role Status Password Actions');
    expect(html).toContain('Last login: never');
    expect(html).toContain('modeller');
    expect(renderToStaticMarkup(<UsersTable users={[ALICE]} currentUserId={1} disabled={false} actions={NO_ACTIONS} />)).toContain('aria-label="Deactivate alice"');
  });

  it('draws the table, the form and the password dialog in German', async () => {
    await i18n.changeLanguage('de');
    const table = renderToStaticMarkup(<UsersTable users={[ALICE]} currentUserId={1} disabled={false} actions={NO_ACTIONS} />);
    expect(text(table)).toContain('Benutzer Rolle Status Passwort Aktionen');
    expect(text(table)).toContain('Letzte Anmeldung: nie');
    expect(text(table)).toContain('Modellierer');
    expect(text(table)).toContain('Änderung nötig');
    expect(table).toContain('aria-label="alice deaktivieren"');
    expect(table).toContain('aria-label="Passwort zurücksetzen: alice"');
    const form = text(renderToStaticMarkup(<AddUserForm busy={false} onSubmit={() => undefined} onCancel={() => undefined} />));
    expect(form).toContain('Benutzername');
    expect(form).toContain('Abbrechen');
    const dialog = text(renderToStaticMarkup(<GeneratedPasswordDialog username="alice" password="x" onClose={() => undefined} />));
    expect(dialog).toContain('Neues Passwort für alice.');
    expect(dialog).toContain('Passwort kopieren');
    for (const english of ['Last login', 'Change required', 'Username', 'Copy Password']) expect(text(table) + form + dialog).not.toContain(english);
  });
});

describe('the Activity Log speaks the user\'s language', () => {
  it('shows actions by their code and a plan by its year, in English as the server words them', () => {
    const html = text(renderToStaticMarkup(<ActivityTable items={ENTRIES} />));
    expect(html).toContain('User Action Resource Details Timestamp IP Address');
    expect(html).toContain('alice login auth success');
    expect(html).toContain('Plan of record 2026 plan:2026');
  });

  it('names actions, columns, a plan and the filters in German', async () => {
    await i18n.changeLanguage('de');
    const table = text(renderToStaticMarkup(<ActivityTable items={ENTRIES} />));
    expect(table).toContain('Benutzer Aktion Ressource Details Zeitpunkt IP-Adresse');
    expect(table).toContain('alice Anmeldung Anmeldung erfolgreich');
    expect(table).toContain('Erstellung Planstand 2026');
    expect(table).not.toContain('Plan of record');
    expect(table).not.toContain('plan:2026');
    const filters = text(renderToStaticMarkup(<ActivityFilters filter={NO_FILTER} users={[]} onChange={() => undefined} onClear={() => undefined} />));
    expect(filters).toContain('Alle Aktionen Anmeldung Abmeldung Aufruf Erstellung Änderung Löschung');
    expect(filters).toContain('Filter zurücksetzen');
    expect(filters).not.toContain('All actions');
  });

  it('shows resources in German words and the server\'s fixed details in German, marking the rest as English records', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<ActivityTable items={RECORDS} />);
    const table = text(html);
    for (const german of ['Monats-Istwerte', 'Version 2: CSV-Import (222 Werte)', 'festgeschrieben: „Budget 2026“ (Basisfall, Version 1)', 'Basisfall Szenario Basisfall',
      'festgeschrieben: „Budget 2027“ (Basisfall, Version 2). Freigabevermerk: Board meeting of 12 November',
      'zuletzt abgeschlossener Monat: 2026-10 (geprüft; 2 Warnungen bestätigt: cash_low, margin_drop)', 'Benutzer alice', 'Rolle Modellierer',
      'Simulation (bearbeitbar) von alice', 'Anmeldung erfolgreich', 'Szenario Optimistischer Fall']) {
      expect(table).toContain(german);
    }
    for (const english of ['monthly_actuals', 'CSV import', 'locked', 'scenario:', 'last closed month', 'Simulation (Editable)', 'user:alice']) expect(table).not.toContain(english);
    // Only the details of no known pattern are marked English, with their words as stored.
    expect(html.match(/lang="en"/g)).toHaveLength(2);
    expect(html).toContain('<td class="activity-details" lang="en">Logo Churn Rate 3.2%/year → 5.2%/year (version 4)</td>');
  });

  it('keeps resources and details in English exactly as stored, unmarked', () => {
    const html = renderToStaticMarkup(<ActivityTable items={RECORDS} />);
    for (const record of RECORDS) expect(text(html)).toContain(record.details);
    for (const code of ['monthly_actuals', 'plan:2026', 'scenario:baseline', 'settings', 'user:alice']) expect(text(html)).toContain(code);
    expect(text(html)).toContain('Simulation (Editable) of alice');
    expect(html).not.toContain('lang=');
  });

  it('reads each of the server\'s fixed patterns back word for word in English (the namespace\'s English is the server\'s words)', () => {
    const stored = [
      'success', 'failed', 'failed: inactive account', 'password changed', 'password reset', 'password reset (change required at next sign-in)', 'activated',
      'role admin', 'version 3: XLSX import (1 value)', 'version 4: edited in the sheet (12 values)', 'version 1: shipped sample actuals (222 values)',
      'version 5: data mask saved unchanged', 'last closed month: none (every month reopened)', 'last closed month: 2026-10 (the shipped sample)',
      'last closed month: 2026-09 (reviewed, no warnings)', 'last closed month: 2026-08 (reviewed; 1 warning confirmed: cash_low)', 'last closed month: 2026-07',
      'named version 3 "Board draft"', 'cleared the name of version 3', 'locked "Budget 2026" (Baseline, version 1)',
      'locked "Budget 2027" (Baseline, version 2). Approval note: Board meeting of 12 November',
      'replaced "Budget 2026" (Baseline, version 1) with "Budget 2026 b" (High Case, version 7). Reason: Board decision',
    ];
    for (const details of stored) expect(detailsInGerman(details)).toBe(details);
    for (const free of ['Logo Churn Rate 3.2%/year → 5.2%/year (version 4)', 'version 2: data mask: cash', 'My scenario']) expect(detailsInGerman(free)).toBeNull();
  });

  it('says in German why a date range is wrong', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<GermanDateField label="Von" value="2026-11-30" notAfter="2026-11-01" onChange={() => undefined} />);
    expect(text(html)).toContain('„Von“ darf nicht nach „Bis“ liegen (01.11.2026).');
    expect(html).toContain('placeholder="TT.MM.JJJJ"');
  });
});

describe('the Export Center speaks the user\'s language', () => {
  it('keeps the specification\'s English', () => {
    const html = text(renderToStaticMarkup(<ExportCenterScreen />));
    expect(html).toContain('Professional Export Center');
    expect(html).toContain('Executive Summary 3-page investment overview · PDF');
    expect(html).toContain('Excel Financial Model Live formulas over the drivers · Excel');
    expect(html).toContain('Export Excel');
  });

  it('describes the three exports in German', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<ExportCenterScreen />);
    expect(text(html)).toContain('Professionelles Export-Center');
    expect(text(html)).toContain('Management-Zusammenfassung Investitionsüberblick auf 3 Seiten · PDF');
    expect(text(html)).toContain('Szenariovergleich');
    expect(text(html)).toContain('Über diese Exporte');
    expect(html).toContain('aria-label="Excel exportieren: Excel-Finanzmodell"');
    for (const english of ['Executive Summary', 'Export PDF', 'About these exports', 'Active scenario']) expect(text(html)).not.toContain(english);
  });
});
