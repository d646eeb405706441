import { apiRequest } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { modelAnswer, modelConflictAnswer, modelInvalidAnswer, modelValidateAnswer, modelVersionsAnswer, type ModelVersionInfo } from '../../contract/model.ts';
import type { z } from 'zod';
import type { ModelSource } from '../../engine/model/definition.ts';

/** The model definition (docs/api.md "Model definition"), parsed with the contract at the edge. */
const TIMEOUT_MS = 15_000;
/** Checking and publishing compile and evaluate two definitions on the server's upload thread. */
const CHECK_TIMEOUT_MS = 60_000;

/** A definition with who published it, when and why. */
export interface ModelAnswer {
  definition: ModelSource;
  published: ModelVersionInfo;
}
export type ModelCheckAnswer = z.infer<typeof modelValidateAnswer>;
export type ModelInvalidAnswer = z.infer<typeof modelInvalidAnswer>;

/** A check's outcome: the preview of a definition that compiles, or its problems (422 `model_invalid`) as a value. */
export type ModelCheck = { valid: true; answer: ModelCheckAnswer } | { valid: false; answer: ModelInvalidAnswer };

/** A publish's outcome: the new version, another version published meanwhile (409), or the definition's problems (422). */
export type ModelPublish =
  | { status: 'published'; answer: ModelAnswer }
  | { status: 'conflict'; message: string; currentVersion: number }
  | { status: 'invalid'; answer: ModelInvalidAnswer };

/** The published definition with who published it, when and why. */
export function getModelDefinition(): Promise<ModelAnswer> {
  return apiRequest('GET', '/model', { schema: modelAnswer, timeoutMs: TIMEOUT_MS });
}

/** Every published version, newest first, ending with the shipped model. */
export async function getModelVersions(): Promise<ModelVersionInfo[]> {
  return (await apiRequest('GET', '/model/versions', { schema: modelVersionsAnswer, timeoutMs: TIMEOUT_MS })).versions;
}

/** One version's definition. */
export function getModelVersion(version: number): Promise<ModelAnswer> {
  return apiRequest('GET', `/model/versions/${version}`, { schema: modelAnswer, timeoutMs: TIMEOUT_MS });
}

/** Checks a definition without publishing it (admin or modeller; the server answers 403 to anyone else). */
export async function checkModelDefinition(definition: ModelSource): Promise<ModelCheck> {
  try {
    return { valid: true, answer: await apiRequest('POST', '/model/validate', { body: { definition }, schema: modelValidateAnswer, timeoutMs: CHECK_TIMEOUT_MS }) };
  } catch (error) {
    const invalid = modelInvalidAnswer.safeParse(error instanceof ApiRequestError && error.status === 422 ? error.body : undefined);
    if (invalid.success) return { valid: false, answer: invalid.data };
    throw error;
  }
}

/** Publishes a definition as the version after `expectedVersion` (admin or modeller). */
export async function publishModelDefinition(definition: ModelSource, expectedVersion: number, comment: string): Promise<ModelPublish> {
  try {
    const answer = await apiRequest('PUT', '/model', { body: { definition, expected_version: expectedVersion, comment }, schema: modelAnswer, timeoutMs: CHECK_TIMEOUT_MS });
    return { status: 'published', answer };
  } catch (error) {
    const body = error instanceof ApiRequestError ? error.body : undefined;
    const conflict = modelConflictAnswer.safeParse(error instanceof ApiRequestError && error.status === 409 ? body : undefined);
    if (conflict.success) return { status: 'conflict', message: conflict.data.error.message, currentVersion: conflict.data.current_version };
    const invalid = modelInvalidAnswer.safeParse(error instanceof ApiRequestError && error.status === 422 ? body : undefined);
    if (invalid.success) return { status: 'invalid', answer: invalid.data };
    throw error;
  }
}
