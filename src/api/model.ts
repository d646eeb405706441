import { apiRequest } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { modelAnswer, modelInvalidAnswer, modelValidateAnswer } from '../../contract/model.ts';
import type { z } from 'zod';
import type { ModelSource } from '../../engine/model/definition.ts';

/** The model definition (docs/api.md "Model definition"), parsed with the contract at the edge. */
const TIMEOUT_MS = 15_000;
/** Checking compiles and evaluates two definitions on the server's upload thread. */
const CHECK_TIMEOUT_MS = 60_000;

export type ModelCheckAnswer = z.infer<typeof modelValidateAnswer>;
export type ModelInvalidAnswer = z.infer<typeof modelInvalidAnswer>;

/** A check's outcome: the preview of a definition that compiles, or its problems (422 `model_invalid`) as a value. */
export type ModelCheck = { valid: true; answer: ModelCheckAnswer } | { valid: false; answer: ModelInvalidAnswer };

export async function getModelDefinition(): Promise<ModelSource> {
  const { definition } = await apiRequest('GET', '/model', { schema: modelAnswer, timeoutMs: TIMEOUT_MS });
  return definition;
}

/** Checks a definition without publishing it (admin; the server answers 403 to anyone else). */
export async function checkModelDefinition(definition: ModelSource): Promise<ModelCheck> {
  try {
    return { valid: true, answer: await apiRequest('POST', '/model/validate', { body: { definition }, schema: modelValidateAnswer, timeoutMs: CHECK_TIMEOUT_MS }) };
  } catch (error) {
    const invalid = modelInvalidAnswer.safeParse(error instanceof ApiRequestError && error.status === 422 ? error.body : undefined);
    if (invalid.success) return { valid: false, answer: invalid.data };
    throw error;
  }
}
