import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { checkModelSource, type DefinitionProblem } from '../../../engine/model/definitionCheck.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';
import { itemChanges, isChanged, type ItemChange } from './draftEdits.ts';
import { readIndex, type ReadIndex } from './formulaReads.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** How long typing pauses before the draft is checked again: the check takes about 10 ms, a key press comes every 100 ms or so. */
export const CHECK_DELAY_MS = 200;

export interface ModelDraft {
  draft: ModelSource;
  setDraft: Dispatch<SetStateAction<ModelSource>>;
  /** Items added or changed against the published definition, by item key. */
  changes: ReadonlyMap<string, ItemChange>;
  changed: boolean;
  /** The draft as last checked (a pause after typing): its problems and who reads what. */
  checked: ModelSource;
  problems: readonly DefinitionProblem[];
  index: ReadIndex;
  discard: () => void;
}

/**
 * The screen's draft of the definition: a copy changed in this browser, checked by the engine's
 * own definition check a moment after each change (errors as you type). Checking parses every
 * formula; nothing here evaluates the model.
 */
export function useModelDraft(published: ModelSource): ModelDraft {
  const [draft, setDraft] = useState<ModelSource>(published);
  const checked = useDebouncedValue(draft, CHECK_DELAY_MS);
  const changes = useMemo(() => itemChanges(draft, published), [draft, published]);
  const problems = useMemo(() => checkModelSource(checked, published), [checked, published]);
  const index = useMemo(() => readIndex(checked), [checked]);
  return {
    draft, setDraft, changes, changed: isChanged(draft, published, changes), checked, problems, index,
    discard: () => setDraft(published),
  };
}
