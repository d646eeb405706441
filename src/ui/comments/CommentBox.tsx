import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { COMMENT_MAX } from '../../../contract/comments.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/index.ts';
import { mentionBeingTyped, mentionCandidates, mentionsIn, withMention } from './mentions.ts';

/**
 * A text box for a new comment or a reply, with @mention suggestions from the names the panel
 * knows: a combobox whose list opens while an `@name` is typed before the caret (arrow keys move,
 * Enter or Tab picks, Escape closes). On submit the `@name`s are sent as mentions; the server's
 * refusal (400, an unknown user, a too-long text) is shown under the field in its words.
 */
export function CommentBox({ label, placeholder, names, onSubmit }: { label: string; placeholder: string; names: readonly string[]; onSubmit: (body: string, mentions: string[]) => Promise<void> }) {
  const { t } = useTranslation('comments');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const [posting, setPosting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const typed = mentionBeingTyped(body, caret);
  const candidates = typed && !dismissed ? mentionCandidates(names, typed.partial) : [];
  const open = candidates.length > 0;
  const listId = `${id}-mentions`;
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;

  const pick = (name: string) => {
    const next = withMention(body, caret, name);
    setBody(next.body);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + candidates.length) % candidates.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const chosen = candidates[Math.min(active, candidates.length - 1)];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      // The list closes; the dialog around the box stays open.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const submit = async () => {
    const text = body.trim();
    if (!text || posting) return;
    setPosting(true);
    setProblem(null);
    try {
      await onSubmit(text, mentionsIn(text));
      setBody('');
      setCaret(0);
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.message ? error.message : t('panel.failed'));
    } finally {
      setPosting(false);
    }
  };

  return (
    <form className="comment-box" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <label htmlFor={`${id}-text`}>{label}</label>
      <div className="comment-box-field">
        <textarea
          id={`${id}-text`}
          ref={field}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${Math.min(active, candidates.length - 1)}` : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          rows={2}
          maxLength={COMMENT_MAX}
          placeholder={placeholder}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setCaret(event.target.selectionStart);
            setDismissed(false);
            setActive(0);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t('panel.mentionSuggestions')} className="comment-mentions" hidden={!open}>
          {candidates.map((name, index) => (
            <li
              key={name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                // Keeps the focus in the text box.
                event.preventDefault();
                pick(name);
              }}
            >
              @{name}
            </li>
          ))}
        </ul>
      </div>
      <span id={hintId} className="visually-hidden">{t('panel.mentionHint')}</span>
      {problem ? <p id={problemId} className="field-error" role="alert">{problem}</p> : null}
      <div className="comment-box-actions">
        <button type="submit" className="button button-small button-primary" disabled={posting || !body.trim()}>
          {posting ? t('panel.posting') : t('panel.post')}
        </button>
      </div>
    </form>
  );
}
