import { atom } from 'jotai';
import type { HeadcountAnswer, HeadcountProblem } from '../../../contract/headcount.ts';
import { headcountRefusedAnswer } from '../../../contract/headcount.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import type { Position } from '../../../engine/headcount/plan.ts';
import { dropHeadcount, getHeadcount, saveHeadcount } from '../../api/headcount.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { versionConflictOf } from '../../api/scenarios.ts';
import { authAtom } from '../../state/auth.ts';
import { draftMetaAtom, persistDraftMeta, setDraftMeta } from '../../state/draftStore.ts';
import { replaceScenario } from '../../state/draftSync.ts';
import { headcountDraftsAtom, savedHeadcountAtom } from '../../state/headcount.ts';
import { failureMessage } from '../../state/scenarioMachine.ts';
import { scenariosAtom } from '../../state/scenarios.ts';
import { appStore } from '../../state/store.ts';
import { i18n } from '../../i18n/index.ts';
import { samePositions } from './positionEdits.ts';

/**
 * Saving, dropping and drafting a scenario's headcount plan, like the driver drafts: a draft is
 * the whole list of positions, sent with the version it was made on, so a save someone made
 * meanwhile is a 409 the user decides about (keep mine: save again over their version; reload
 * theirs: the draft goes). A plan save is a new version of the scenario, so the scenario's version
 * moves on here too: the next driver save is not refused for it.
 */

/** The scenario version each plan draft was made on, by scenario id (sent with its save). */
export const headcountDraftBaseAtom = atom<Record<string, number>>({});

export type PlanSaveOutcome =
  | { kind: 'saved'; answer: HeadcountAnswer }
  | { kind: 'refused'; message: string; problems: HeadcountProblem[] }
  | { kind: 'conflict'; theirs: Scenario; savedBy: string | null }
  | { kind: 'failed'; message: string };

/** Sets (or, when it equals the saved plan, drops) the scenario's plan draft. */
export function setPlanDraft(scenarioId: string, positions: Position[], saved: HeadcountAnswer & { scenarioId: string }): void {
  const drafts = { ...appStore.get(headcountDraftsAtom) };
  const bases = { ...appStore.get(headcountDraftBaseAtom) };
  if (samePositions(positions, saved.positions)) {
    delete drafts[scenarioId];
    delete bases[scenarioId];
  } else {
    drafts[scenarioId] = positions;
    bases[scenarioId] ??= saved.version;
  }
  appStore.set(headcountDraftsAtom, drafts);
  appStore.set(headcountDraftBaseAtom, bases);
}

export function discardPlanDraft(scenarioId: string): void {
  const drafts = { ...appStore.get(headcountDraftsAtom) };
  const bases = { ...appStore.get(headcountDraftBaseAtom) };
  delete drafts[scenarioId];
  delete bases[scenarioId];
  appStore.set(headcountDraftsAtom, drafts);
  appStore.set(headcountDraftBaseAtom, bases);
}

/** Fetches the scenario's plan as the server has it now into savedHeadcountAtom. */
export async function loadSavedPlan(scenarioId: string): Promise<HeadcountAnswer> {
  const answer = await getHeadcount(scenarioId);
  appStore.set(savedHeadcountAtom, { ...answer, scenarioId });
  return answer;
}

/**
 * The server's answer to a save or a drop becomes the saved plan and the scenario's version.
 * Driver drafts made on the version the plan was saved over stay valid: only this plan changed in
 * between, so their base version moves on with it.
 */
function applyAnswer(scenarioId: string, answer: HeadcountAnswer, sentVersion: number): void {
  appStore.set(savedHeadcountAtom, { ...answer, scenarioId });
  discardPlanDraft(scenarioId);
  const scenario = appStore.get(scenariosAtom).find((s) => s.scenario_id === scenarioId);
  if (scenario) replaceScenario({ ...scenario, version: answer.version, headcount_saved: !answer.generated });
  const meta = appStore.get(draftMetaAtom)[scenarioId];
  if (meta?.baseVersion === sentVersion) {
    setDraftMeta(scenarioId, { ...meta, baseVersion: answer.version });
    const auth = appStore.get(authAtom);
    if (auth.status === 'signedIn') void persistDraftMeta(auth.user.id, scenarioId).catch(() => undefined);
  }
}

function outcomeOfError(error: unknown): PlanSaveOutcome {
  if (error instanceof ApiRequestError && error.status === 400) {
    const refused = headcountRefusedAnswer.safeParse(error.body);
    return { kind: 'refused', message: error.message, problems: refused.success ? refused.data.problems ?? [] : [] };
  }
  if (error instanceof ApiRequestError && error.status === 409) {
    const conflict = versionConflictOf(error.body);
    if (conflict) return { kind: 'conflict', theirs: conflict.current, savedBy: conflict.since.at(-1)?.saved_by ?? null };
  }
  return { kind: 'failed', message: failureMessage(error, i18n.t('headcount:save.failed')) };
}

/** Saves the positions as the scenario's plan, against `version` (the version the draft was made on). */
export async function savePlan(scenarioId: string, positions: Position[], version: number, comment?: string): Promise<PlanSaveOutcome> {
  try {
    const answer = await saveHeadcount(scenarioId, { positions, version, ...(comment ? { comment } : {}) });
    applyAnswer(scenarioId, answer, version);
    return { kind: 'saved', answer };
  } catch (error) {
    return outcomeOfError(error);
  }
}

/** Drops the saved plan: the plan is generated from the drivers again (a new version); a draft goes too. */
export async function resetPlan(scenarioId: string, version: number): Promise<PlanSaveOutcome> {
  try {
    const answer = await dropHeadcount(scenarioId, version);
    applyAnswer(scenarioId, answer, version);
    return { kind: 'saved', answer };
  } catch (error) {
    return outcomeOfError(error);
  }
}

/** The user's answer to a 409: their scenario comes into the list either way; then my plan over it, or theirs. */
export async function resolvePlanConflict(choice: 'mine' | 'theirs', theirs: Scenario, positions: Position[], comment?: string): Promise<PlanSaveOutcome | null> {
  replaceScenario(theirs);
  if (choice === 'mine') return savePlan(theirs.scenario_id, positions, theirs.version, comment);
  discardPlanDraft(theirs.scenario_id);
  await loadSavedPlan(theirs.scenario_id);
  return null;
}
