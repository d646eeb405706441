import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { checkModelSource, type DefinitionProblem } from '../../../engine/model/definitionCheck.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';
import { itemChanges, isChanged, type ItemChange } from './draftEdits.ts';
import { readIndex, type ReadIndex } from './formulaReads.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** How long typing pauses before the draft is checked again: the check takes about 10 ms, a key press comes every 100 ms or so. */
export const CHECK_DELAY_MS = 200;

export interface ModelDraft {
  /** The published definition the draft started from (publishing it names this version). */
  base: ModelSource;
  draft: ModelSource;
  setDraft: Dispatch<SetStateAction<ModelSource>>;
  /** Items added or changed against the base, by item key. */
  changes: ReadonlyMap<string, ItemChange>;
  changed: boolean;
  /** The draft as last checked (a pause after typing): its problems and who reads what. */
  checked: ModelSource;
  problems: readonly DefinitionProblem[];
  index: ReadIndex;
  /** Drops the changes and takes the newest published definition. */
  discard: () => void;
  /** After a publish: the new version is the base and the draft. */
  rebase: (source: ModelSource) => void;
}

/**
 * The screen's draft of the definition: a copy changed in this browser, checked by the engine's
 * own definition check a moment after each change (errors as you type). Checking parses every
 * formula; nothing here evaluates the model. A version published meanwhile replaces a draft
 * without changes; a changed draft stays on the version it started from (publishing it is
 * refused as stale, discarding takes the new version).
 */
export function useModelDraft(published: ModelSource): ModelDraft {
  const [base, setBase] = useState<ModelSource>(published);
  const [draft, setDraft] = useState<ModelSource>(published);
  if (base !== published && !isChanged(draft, base, itemChanges(draft, base))) {
    setBase(published);
    setDraft(published);
  }
  const checked = useDebouncedValue(draft, CHECK_DELAY_MS);
  const changes = useMemo(() => itemChanges(draft, base), [draft, base]);
  const problems = useMemo(() => checkModelSource(checked, base), [checked, base]);
  const index = useMemo(() => readIndex(checked), [checked]);
  const rebase = (source: ModelSource) => {
    setBase(source);
    setDraft(source);
  };
  return {
    base, draft, setDraft, changes, changed: isChanged(draft, base, changes), checked, problems, index,
    discard: () => rebase(published),
    rebase,
  };
}
