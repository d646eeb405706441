import type { z } from 'zod';
import { MODEL_DEFINITION_MAX_BYTES, modelSourceSchema } from '../../../contract/model.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * A model definition as a JSON file: written by Export JSON, read by Import JSON. A file is
 * hostile until bounded: its size is checked before a byte is read, then it is parsed and its
 * shape checked with the contract's schema (what `POST /api/model/validate` accepts), the first
 * problem named by its path. What the formulas mean is the definition check's business.
 */

/** The server takes a definition of at most this size (docs/api.md "Model definition"); the shipped model is about 160 kB. */
export const DEFINITION_FILE_LIMIT_BYTES = MODEL_DEFINITION_MAX_BYTES;

export type DefinitionFileRead = { ok: true; source: ModelSource } | { ok: false; message: string };

export function definitionFileName(source: ModelSource): string {
  return `fahrplan-model-v${source.version}.json`;
}

export function definitionJson(source: ModelSource): string {
  return `${JSON.stringify(source, null, 2)}\n`;
}

/** The refusal of a file too large to read, before reading it. */
export function sizeProblem(bytes: number): string | null {
  return bytes > DEFINITION_FILE_LIMIT_BYTES ? i18n.t('model:files.tooLarge', { megabytes: DEFINITION_FILE_LIMIT_BYTES / (1024 * 1024) }) : null;
}

/** A problem's path as the server names fields: list items by their id where they have one (`lines.legal_tax.formula`). */
function pathOf(issue: z.ZodError['issues'][number], root: unknown): string {
  const parts: string[] = [];
  let at: unknown = root;
  for (const step of issue.path) {
    const next: unknown = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[step as PropertyKey] : undefined;
    const id = typeof step === 'number' && next !== null && typeof next === 'object' ? (next as { id?: unknown }).id : undefined;
    parts.push(typeof id === 'string' && id !== '' ? id : String(step));
    at = next;
  }
  return parts.join('.');
}

/** Reads a file's text: a definition, or the answer of `GET /api/model` that holds one. */
export function readDefinitionText(text: string): DefinitionFileRead {
  const size = sizeProblem(new TextEncoder().encode(text).length);
  if (size) return { ok: false, message: size };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: i18n.t('model:files.notJson', { reason: error instanceof Error ? error.message : String(error) }) };
  }
  const wrapped = value !== null && typeof value === 'object' && !Array.isArray(value) && 'definition' in value && !('version' in value);
  const definition: unknown = wrapped ? (value as { definition: unknown }).definition : value;
  const parsed = modelSourceSchema.safeParse(definition);
  if (parsed.success) return { ok: true, source: parsed.data };
  const [first] = parsed.error.issues;
  const path = first ? pathOf(first, definition) : '';
  const message = first?.message ?? '';
  return { ok: false, message: path ? i18n.t('model:files.shapeAt', { path, message }) : i18n.t('model:files.shape', { message }) };
}

/** Reads a chosen file: its size first, then its text. */
export async function readDefinitionFile(file: Blob): Promise<DefinitionFileRead> {
  const size = sizeProblem(file.size);
  if (size) return { ok: false, message: size };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: i18n.t('model:files.unreadable') };
  }
  return readDefinitionText(text);
}
