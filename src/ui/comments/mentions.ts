import { MENTIONS_MAX } from '../../../contract/comments.ts';

/**
 * Mentions in a comment are written as plain text `@username` (usernames are letters, digits and
 * . _ @ -, contract/users.ts). An `@` counts only at the start or after a character that cannot be
 * part of a username (so `anna@example.org` mentions nobody); a trailing `.` or `-` ends the
 * sentence, not the name. The server checks that each named user exists.
 */
const MENTION = /(?<![A-Za-z0-9._@-])@([A-Za-z0-9._@-]+)/g;

export function mentionsIn(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(MENTION)) {
    const name = (match[1] ?? '').replace(/[.-]+$/, '');
    if (name) names.add(name);
  }
  return [...names].slice(0, MENTIONS_MAX);
}

/** The `@partial` name being typed just before the caret, or null when the caret is not in one. */
export function mentionBeingTyped(body: string, caret: number): { start: number; partial: string } | null {
  const match = /(?<![A-Za-z0-9._@-])@([A-Za-z0-9._-]*)$/.exec(body.slice(0, caret));
  return match ? { start: match.index, partial: match[1] ?? '' } : null;
}

/** The body with the name being typed replaced by the chosen one and a space; the caret goes after it. */
export function withMention(body: string, caret: number, name: string): { body: string; caret: number } {
  const typed = mentionBeingTyped(body, caret);
  if (!typed) return { body, caret };
  const inserted = `@${name} `;
  return { body: body.slice(0, typed.start) + inserted + body.slice(caret), caret: typed.start + inserted.length };
}

/** Names offered for `partial`: those starting with it first, then those containing it; at most `limit`. */
export function mentionCandidates(names: readonly string[], partial: string, limit = 6): string[] {
  const wanted = partial.toLowerCase();
  const unique = [...new Set(names)];
  const starting = unique.filter((name) => name.toLowerCase().startsWith(wanted));
  const containing = unique.filter((name) => !name.toLowerCase().startsWith(wanted) && name.toLowerCase().includes(wanted));
  return [...starting, ...containing].slice(0, limit);
}
