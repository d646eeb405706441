/**
 * The rules of every free text a request body carries (issue 15). Texts are shown in one-line
 * lists, written into file names, PDF reports and the activity log, so they must not carry:
 * - control characters (NUL, BEL, ESC, …); a multi-line text keeps line feeds and tabs;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) or direction
 *   marks (U+200E, U+200F, U+061C): an override makes "Plan\u202Efdp.exe" read as "Planexe.pdf";
 * - and a name must show something: after trimming, at least one character that is neither
 *   whitespace nor a zero-width, format or other default-ignorable character.
 * Request bodies apply them through contract/text.ts (each refusal a zod issue, so the 400 names
 * the field), the headcount plan's roles through engine/headcount/plan.ts.
 */

const BIDI_CONTROL_CLASS = '[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]';
const BIDI_CONTROL = new RegExp(BIDI_CONTROL_CLASS, 'u');
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINE_FEED_AND_TAB = /[^\P{Cc}\n\t]/u;
// U+2800 (braille pattern blank) is a letter to Unicode but prints nothing.
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

const TEXT_MESSAGES = {
  control: 'must not contain control characters',
  controlMultiline: 'must not contain control characters other than line breaks and tabs',
  bidi: 'must not contain characters that change the writing direction',
  invisible: 'must contain a visible character',
} as const;

/** True when a person would see something of `text`. */
function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * What is wrong with a (trimmed) text under these rules, or null. `multiline` allows line feeds
 * and tabs; `visible` asks a non-empty text to show something.
 */
export function textProblem(text: string, rules: { multiline?: boolean; visible?: boolean } = {}): string | null {
  if ((rules.multiline ? CONTROL_EXCEPT_LINE_FEED_AND_TAB : CONTROL).test(text)) {
    return rules.multiline ? TEXT_MESSAGES.controlMultiline : TEXT_MESSAGES.control;
  }
  if (BIDI_CONTROL.test(text)) return TEXT_MESSAGES.bidi;
  if (rules.visible && text.length > 0 && !hasVisibleCharacter(text)) return TEXT_MESSAGES.invisible;
  return null;
}

