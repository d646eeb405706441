import type { CommentTarget, CommentThread } from '../../contract/comments.ts';
import type { ModelDefinition } from '../../engine/model/definition.ts';
import { tablesOf } from '../../engine/model/tables.ts';
import type { Translate } from '../i18n/index.ts';

/**
 * The open comment threads an export carries (issue 30), in the export's words: what each is on,
 * the scenario version it was made on and its comments. The PDF appendix and the Excel notes both
 * print these; the users' texts stay as written (each writer neutralises or lays them out itself).
 */
export interface ShownComment {
  author: string;
  /** The day it was written, YYYY-MM-DD. */
  date: string;
  body: string;
}

export interface ShownThread {
  id: number;
  target: CommentTarget;
  /** What the thread is on, e.g. "Profit and Loss · Employees · 2026-03", "Driver · Logo Churn", "Plan of record 2026". */
  on: string;
  /** The scenario version a thread on a driver, cell or version was made on; null for a plan or a closed month. */
  madeOnVersion: number | null;
  comments: ShownComment[];
}

/** What `target` is on, named as the definition (in the export's language) names its lines and drivers. */
export function targetWords(target: CommentTarget, definition: ModelDefinition, t: Translate): string {
  const { lineById, driverById } = tablesOf(definition);
  switch (target.kind) {
    case 'driver':
      return t('comments.driver', { name: driverById.get(target.driver_id)?.name ?? target.driver_id });
    case 'cell': {
      const line = lineById.get(target.line_id);
      const statement = line?.statement ? t(`sheets.${line.statement}`) : t('comments.line');
      return t('comments.cell', { statement, line: line?.label ?? line?.name ?? target.line_id, period: target.period });
    }
    case 'version':
      return t('comments.version', { version: target.scenario_version });
    case 'plan':
      return t('comments.plan', { year: target.year });
    case 'closed_month':
      return t('comments.closedMonth', { month: target.month });
  }
}

/** The open threads among `threads`, oldest first, in the export's words; `definition` has its texts in the export's language. */
export function shownThreads(threads: readonly CommentThread[], definition: ModelDefinition, t: Translate): ShownThread[] {
  return threads
    .filter((thread) => thread.status === 'open')
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
    .map((thread) => ({
      id: thread.id,
      target: thread.target,
      on: targetWords(thread.target, definition, t),
      madeOnVersion: 'scenario_version' in thread.target ? thread.target.scenario_version : null,
      comments: thread.comments.map((comment) => ({ author: comment.author, date: comment.created_at.slice(0, 10), body: comment.body })),
    }));
}
