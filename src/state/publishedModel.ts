import { atom } from 'jotai';
import { getModelDefinition, type ModelAnswer } from '../api/model.ts';
import { appDatabase } from '../db/database.ts';
import { loadList, saveList } from '../db/cache.ts';
import { modelAnswer, SHIPPED_MODEL_VERSION } from '../../contract/model.ts';
import { DEFAULT_MODEL_SOURCE, publishedDefinition, type ModelDefinition } from '../../engine/model/definition.ts';
import { tablesOf } from '../../engine/model/tables.ts';
import type { DriverDef } from '../../engine/model/types.ts';
import { appStore } from './store.ts';
import { authAtom } from './auth.ts';
import { languageAtom } from './language.ts';
import { localizedDefinition } from '../../engine/i18n/definitionTexts.ts';

/**
 * The published model definition (issue 27) every figure in this browser is computed with: null
 * until this device's cached copy or the server's is known (the model waits for it rather than
 * computing twice), the shipped model when neither can be had.
 */
export const publishedModelAtom = atom<ModelAnswer | null>(null);

/** What the screens read of it: the definition's lines, drivers and KPIs (sections written out). */
export const modelDefinitionAtom = atom<ModelDefinition>((get) => publishedDefinition(get(publishedModelAtom)?.definition ?? DEFAULT_MODEL_SOURCE));

/**
 * The definition in the user's language, for showing it: names, labels and explanations in German
 * where the user reads German (engine/i18n/definitionTexts.ts). Never sent to an evaluator or an
 * editor; formulas and ids are the original's.
 */
export const shownDefinitionAtom = atom<ModelDefinition>((get) => localizedDefinition(get(modelDefinitionAtom), get(languageAtom)));

/** The published model's drivers by id: what a draft is checked against, what the driver screens list. */
export const driverCatalogAtom = atom<ReadonlyMap<string, DriverDef>>((get) => tablesOf(get(modelDefinitionAtom)).driverById);

/** A driver of the published model (for a name or unit read at render time). */
export function publishedDriver(id: string): DriverDef | undefined {
  return appStore.get(driverCatalogAtom).get(id);
}

const CACHE_NAME = 'model';

const SHIPPED: ModelAnswer = { definition: DEFAULT_MODEL_SOURCE, published: SHIPPED_MODEL_VERSION };

const sameVersion = (a: ModelAnswer | null, b: ModelAnswer): boolean =>
  a !== null && a.published.version === b.published.version && a.published.published_at === b.published.published_at;

/** Shows `answer` unless the same version is shown already (every figure is recomputed on a change). */
export function showPublishedModel(answer: ModelAnswer): void {
  if (!sameVersion(appStore.get(publishedModelAtom), answer)) appStore.set(publishedModelAtom, answer);
}

/**
 * The published definition, offline-first like the actuals: this device's last answer at once,
 * then the server's (a publish anywhere asks again through the live update).
 */
export async function loadPublishedModel(): Promise<void> {
  const auth = appStore.get(authAtom);
  if (auth.status !== 'signedIn') return;
  const userId = auth.user.id;
  const cached = await loadList(appDatabase(), userId, CACHE_NAME).catch(() => null);
  const parsed = cached ? modelAnswer.safeParse(cached.value) : null;
  if (parsed?.success && appStore.get(publishedModelAtom) === null) showPublishedModel(parsed.data);
  try {
    const answer = await getModelDefinition();
    showPublishedModel(answer);
    await saveList(appDatabase(), userId, CACHE_NAME, answer).catch(() => undefined);
  } catch (error) {
    console.warn('The model definition was not loaded from the server; using', parsed?.success ? 'the cached one' : 'the shipped one', error);
    if (appStore.get(publishedModelAtom) === null) appStore.set(publishedModelAtom, SHIPPED);
  }
}
