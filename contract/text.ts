import { z } from 'zod';
import { textProblem } from '../engine/format/text.ts';

export { textProblem };

/* Free texts of request bodies under the rules of engine/format/text.ts; every refusal is a zod issue, so the 400 names the field. */

interface TextOptions {
  max: number;
  /** The message when the trimmed text is empty; absent: an empty text is allowed. */
  required?: string;
  /** Line feeds and tabs allowed (descriptions); CR LF and CR arrive as line feeds. */
  multiline?: boolean;
  /** A name: a non-empty text must contain a visible character. */
  visible?: boolean;
  /** The message when the text is longer than `max`. */
  tooLong?: string;
}

/** A trimmed free text within the rules above. */
export function safeText(options: TextOptions) {
  const base = z.string({ message: 'must be a text' });
  const normalised = options.multiline ? base.overwrite((text) => text.replace(/\r\n?/g, '\n')) : base;
  const trimmed = normalised.trim();
  const bounded = (options.required ? trimmed.min(1, options.required) : trimmed)
    .max(options.max, options.tooLong ?? `must be at most ${options.max} characters`);
  const rules = { multiline: options.multiline, visible: options.visible || options.required !== undefined };
  return bounded.superRefine((text, context) => {
    const problem = textProblem(text, rules);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: text });
  });
}
