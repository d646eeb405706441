import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { COMMENT_THREADS_PAGE_MAX, type CommentTarget, type CommentThread } from '../../../contract/comments.ts';
import { listUsers } from '../../api/admin.ts';
import { reopenCommentThread, replyToCommentThread, resolveCommentThread, startCommentThread } from '../../api/comments.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { authAtom } from '../../state/auth.ts';
import { commentsLoadFailedAtom, commentsTruncatedAtom, commentThreadsAtom, keepCommentThread, threadsOn } from '../../state/comments.ts';
import { CommentBox } from './CommentBox.tsx';
import './comments.css';

/** A moment as the user's language writes it (a date and a time). */
export function commentDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Who can be mentioned: everyone who wrote or was mentioned in a thread the user sees, and for an admin every user. */
function useMentionableNames(threads: readonly CommentThread[]): string[] {
  const auth = useAtomValue(authAtom);
  const isAdmin = auth.status === 'signedIn' && auth.user.access_level === 'admin';
  const [users, setUsers] = useState<string[]>([]);
  useEffect(() => {
    if (!isAdmin) return;
    let current = true;
    listUsers().then((list) => current && setUsers(list.map((user) => user.username))).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isAdmin]);
  return useMemo(() => {
    const names = new Set(users);
    for (const thread of threads) for (const comment of thread.comments) {
      names.add(comment.author);
      for (const mention of comment.mentions) names.add(mention);
    }
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [threads, users]);
}

function ThreadView({ thread, names }: { thread: CommentThread; names: readonly string[] }) {
  const { t } = useTranslation('comments');
  const language = useLanguage();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolved = thread.status === 'resolved';
  const version = 'scenario_version' in thread.target && thread.target.kind !== 'version' ? thread.target.scenario_version : null;

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      keepCommentThread(await (resolved ? reopenCommentThread(thread.id) : resolveCommentThread(thread.id)));
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.message ? error.message : t('panel.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={`comment-thread${resolved ? ' comment-thread-resolved' : ''}`} aria-label={t('panel.thread', { name: thread.created_by })}>
      <header className="comment-thread-head">
        <span className={`comment-status comment-status-${thread.status}`}>{resolved ? t('panel.resolved') : t('panel.open')}</span>
        {version !== null ? <span className="muted">{t('panel.madeOnVersion', { version })}</span> : null}
        <button type="button" className="button button-small" disabled={busy} onClick={() => void toggle()}>
          {resolved ? t('panel.reopen') : t('panel.resolve')}
        </button>
      </header>
      <ol className="comment-list">
        {thread.comments.map((comment) => (
          <li key={comment.id} className="comment">
            <div className="comment-meta">
              <strong>{comment.author}</strong> <time className="muted" dateTime={comment.created_at}>{commentDate(comment.created_at, language)}</time>
            </div>
            <p className="comment-body">{comment.body}</p>
          </li>
        ))}
      </ol>
      {resolved && thread.resolved_by && thread.resolved_at ? (
        <p className="muted comment-resolved-note">{t('panel.resolvedBy', { name: thread.resolved_by, date: commentDate(thread.resolved_at, language) })}</p>
      ) : null}
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
      {resolved ? null : (
        <CommentBox
          label={t('panel.reply')}
          placeholder={t('panel.replyPlaceholder')}
          names={names}
          onSubmit={async (body, mentions) => keepCommentThread(await replyToCommentThread(thread.id, { body, mentions }))}
        />
      )}
    </article>
  );
}

/**
 * The comments on one figure (issue 30): its threads, oldest first, each with its comments, a reply
 * box and Resolve / Reopen, and a box that starts a new thread; a note when the server answered
 * only its most recent threads (older ones of this figure may be missing). `target` is null where nothing can
 * be commented on (the baseline has no saved scenario version); the threads are still shown.
 */
export function CommentThreadPanel({ target, matchOn }: { target: CommentTarget | null; matchOn?: CommentTarget }) {
  const { t } = useTranslation('comments');
  const all = useAtomValue(commentThreadsAtom);
  const on = matchOn ?? target;
  const threads = useMemo(() => (on ? threadsOn(all, on) : []), [all, on]);
  const names = useMentionableNames(all);
  const loadFailed = useAtomValue(commentsLoadFailedAtom);
  const truncated = useAtomValue(commentsTruncatedAtom);
  return (
    <section className="comment-panel" aria-label={t('panel.label')}>
      {loadFailed ? <p className="field-error" role="alert">{t('panel.loadFailed')}</p> : null}
      {threads.length === 0 && !loadFailed ? <p className="muted">{t('panel.empty')}</p> : threads.map((thread) => <ThreadView key={thread.id} thread={thread} names={names} />)}
      {truncated ? <p className="muted">{t('panel.truncated', { max: COMMENT_THREADS_PAGE_MAX })}</p> : null}
      {target ? (
        <CommentBox
          label={t('panel.newComment')}
          placeholder={t('panel.newCommentPlaceholder')}
          names={names}
          onSubmit={async (body, mentions) => keepCommentThread(await startCommentThread({ target, body, mentions }))}
        />
      ) : (
        <p className="muted">{t('panel.noScenario')}</p>
      )}
    </section>
  );
}
