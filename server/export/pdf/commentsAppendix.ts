import { EXPORT_THREADS_MAX, type CommentThread } from '../../../contract/comments.ts';
import type { ReportData } from '../reportData.ts';
import { shownThreads } from '../openComments.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';

/**
 * The appendix "Open comments" of both reports (issue 30): each open thread under what it is on,
 * the scenario version it was made on, and each comment with its author, date and text. Nothing
 * at all when no thread is open. The users' words are printed as plain text (pdfkit interprets
 * no markup) and never pass through the translator, whose interpolation would read "{{…}}" in them.
 */
export function commentsAppendix(report: ReportDocument, comments: readonly CommentThread[], { definition, t }: Pick<ReportData, 'definition' | 't'>): void {
  const threads = shownThreads(comments, definition, t);
  if (threads.length === 0) return;
  report.newPage({ landscape: false });
  const capped = comments.length >= EXPORT_THREADS_MAX;
  report.sectionTitle(t('comments.title'), t(capped ? 'comments.subtitleCapped' : 'comments.subtitle', { count: threads.length }));
  for (const thread of threads) {
    report.subheading(thread.on, 50);
    if (thread.madeOnVersion !== null) report.paragraph(t('comments.madeOn', { version: thread.madeOnVersion }), { size: 8.5, color: COLOR.muted });
    for (const comment of thread.comments) {
      report.paragraph(`${comment.author} · ${comment.date}`, { size: 8.5, color: COLOR.navy });
      report.paragraph(comment.body);
    }
    report.space(4);
  }
}
