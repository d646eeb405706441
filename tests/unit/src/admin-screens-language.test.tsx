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
    expect(table).toContain('aria-label="Passwort von alice zurücksetzen"');
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
    expect(table).toContain('alice Anmeldung auth');
    expect(table).toContain('Erstellung Planstand 2026 plan:2026');
    expect(table).not.toContain('Plan of record');
    const filters = text(renderToStaticMarkup(<ActivityFilters filter={NO_FILTER} users={[]} onChange={() => undefined} onClear={() => undefined} />));
    expect(filters).toContain('Alle Aktionen Anmeldung Abmeldung Aufruf Erstellung Änderung Löschung');
    expect(filters).toContain('Filter zurücksetzen');
    expect(filters).not.toContain('All actions');
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
