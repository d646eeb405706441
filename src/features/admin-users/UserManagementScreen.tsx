import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { UserPlus } from 'lucide-react';
import { authAtom } from '../../state/auth.ts';
import { loadCachedList } from '../../state/cachedList.ts';
import { usersRevisionAtom } from '../../state/liveRevisions.ts';
import { createUser, deleteUser, listUsers, resetPassword, updateUser } from '../../api/admin.ts';
import { usersAnswer } from '../../../contract/users.ts';
import type { User } from '../../../contract/users.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatTimestampDe } from '../../ui/figures.ts';
import { AddUserForm, type NewUserFields } from './AddUserForm.tsx';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog.tsx';
import { UsersTable } from './UsersTable.tsx';
import { generatePassword } from './passwordGenerator.ts';
import { useTranslation } from '../../i18n/index.ts';
import './users.css';

/** The Dexie `lists` entry that keeps the last user list for emergency mode. */
const CACHE_NAME = 'admin.users';

type ListState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; users: User[]; emergencySince: string | null };

/** A red banner: the specification's title and the server's reason (e.g. a duplicate username, the last admin). */
interface Failure {
  title: string;
  reason: string;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Part 2 §2/§4 User Management against the real server (docs/api.md "Administration"). */
export function UserManagementScreen() {
  const { t } = useTranslation('adminUsers');
  const auth = useAtomValue(authAtom);
  const currentUserId = auth.status === 'signedIn' ? auth.user.id : 0;
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [formOpen, setFormOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [generated, setGenerated] = useState<{ username: string; password: string } | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  // Another admin's change reloads the list (live updates).
  const usersRevision = useAtomValue(usersRevisionAtom);

  const reload = useCallback(async () => {
    try {
      const result = await loadCachedList(currentUserId, CACHE_NAME, usersAnswer, async () => ({ users: await listUsers() }));
      setList({ status: 'ready', users: result.data.users, emergencySince: result.emergency ? result.cachedAt : null });
    } catch (error) {
      setList({ status: 'failed', message: reasonOf(error) });
    }
  }, [currentUserId]);

  useEffect(() => {
    void reload();
  }, [reload, usersRevision]);

  /** Runs one change; a failure shows its banner, success reloads the list. */
  async function change(title: string, run: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await run();
      await reload();
      return true;
    } catch (error) {
      setFailure({ title, reason: reasonOf(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function create(fields: NewUserFields) {
    const password = generatePassword();
    const ok = await change(t('createFailed'), async () => {
      await createUser({ ...fields, password });
    });
    if (ok) {
      setFormOpen(false);
      setGenerated({ username: fields.username, password });
    }
  }

  async function confirmReset() {
    const user = resetting;
    setResetting(null);
    if (!user) return;
    const password = generatePassword();
    if (await change(t('resetFailed'), () => resetPassword(user.id, password))) setGenerated({ username: user.username, password });
  }

  async function toggleStatus(user: User) {
    await change(t('updateFailed'), async () => {
      await updateUser(user.id, { status: user.status === 'active' ? 'inactive' : 'active' });
    });
  }

  async function confirmDelete() {
    const user = deleting;
    setDeleting(null);
    if (user) await change(t('deleteFailed'), () => deleteUser(user.id));
  }

  const emergency = list.status === 'ready' && list.emergencySince !== null;
  return (
    <section className="screen">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={(
          <button type="button" className="button button-primary" onClick={() => setFormOpen(true)} disabled={formOpen || emergency}>
            <UserPlus size={16} aria-hidden="true" /> {t('addUser')}
          </button>
        )}
      />
      {list.status === 'ready' && list.emergencySince !== null ? (
        <Alert tone="warning" title={t('emergency')}>{t('emergencyDetail', { cachedAt: formatTimestampDe(list.emergencySince) })}</Alert>
      ) : null}
      {failure ? <Alert tone="error" title={failure.title}>{failure.reason}</Alert> : null}
      {formOpen ? <AddUserForm busy={busy} onSubmit={(fields) => void create(fields)} onCancel={() => setFormOpen(false)} /> : null}
      <Card>
        {list.status === 'loading' ? <Spinner label={t('loading')} /> : null}
        {list.status === 'failed' ? <Alert tone="error" title={t('loadFailed')}>{list.message}</Alert> : null}
        {list.status === 'ready' && list.users.length === 0 ? <EmptyState title={t('emptyTitle')}>{t('emptyBody')}</EmptyState> : null}
        {list.status === 'ready' && list.users.length > 0 ? (
          <UsersTable
            users={list.users}
            currentUserId={currentUserId}
            disabled={busy || emergency}
            actions={{ onReset: setResetting, onToggleStatus: (u) => void toggleStatus(u), onDelete: setDeleting }}
          />
        ) : null}
      </Card>
      {generated ? <GeneratedPasswordDialog username={generated.username} password={generated.password} onClose={() => setGenerated(null)} /> : null}
      <Modal
        title={t('resetTitle')}
        open={resetting !== null}
        onClose={() => setResetting(null)}
        footer={(
          <>
            <button type="button" className="button" onClick={() => setResetting(null)}>{t('form.cancel')}</button>
            <button type="button" className="button button-primary" onClick={() => void confirmReset()}>{t('resetConfirm')}</button>
          </>
        )}
      >
        {resetting ? <p className="modal-hint">{t('confirmReset', { username: resetting.username })}</p> : null}
        {resetting ? <p className="modal-hint muted">{t('resetConsequence', { username: resetting.username })}</p> : null}
      </Modal>
      <Modal
        title={t('deleteTitle')}
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        footer={(
          <>
            <button type="button" className="button" onClick={() => setDeleting(null)}>{t('form.cancel')}</button>
            <button type="button" className="button button-danger" onClick={() => void confirmDelete()}>{t('deleteConfirm')}</button>
          </>
        )}
      >
        <p className="modal-hint">{t('confirmDelete')}</p>
        {deleting ? <p className="modal-hint"><strong>{deleting.username}</strong>{deleting.full_name ? ` (${deleting.full_name})` : ''}</p> : null}
      </Modal>
    </section>
  );
}
