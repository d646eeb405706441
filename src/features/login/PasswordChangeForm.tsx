import { useId, useState, type FormEvent } from 'react';
import { changePassword } from '../../state/auth.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { Alert } from '../../ui/Alert.tsx';
import '../../ui/forms.css';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { newPasswordProblem, passwordRuleText } from './passwordRules.ts';

function failure(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.kind === 'network' || error.kind === 'timeout') return i18n.t('login:messages.unavailable');
    if (error.message) return error.message;
  }
  return i18n.t('login:change.failed');
}

export function PasswordChangeForm({ submitLabel, onDone, onCancel }: { submitLabel: string; onDone?: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('login');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(current, next, repeat);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await changePassword(current, next);
      setBusy(false);
      onDone?.();
    } catch (caught) {
      setError(failure(caught));
      setBusy(false);
    }
  }

  return (
    <form className="modal-form" onSubmit={submit} aria-label={t('change.form')}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <label className="field">
        <span>{t('change.current')}</span>
        <input type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
      </label>
      <div className="field">
        <label htmlFor={`${id}-new`}>{t('change.new')}</label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onChange={(e) => setNext(e.target.value)}
          aria-describedby={`${id}-rule`}
        />
        <span id={`${id}-rule`} className="muted field-note">{passwordRuleText()}</span>
      </div>
      <label className="field">
        <span>{t('change.repeat')}</span>
        <input type="password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.target.value)} />
      </label>
      <div className="modal-form-actions">
        {onCancel ? <button type="button" className="button" onClick={onCancel} disabled={busy}>{t('change.cancel')}</button> : null}
        <button type="submit" className="button button-primary" disabled={busy}>{busy ? t('change.saving') : submitLabel}</button>
      </div>
    </form>
  );
}
