import { useCallback, useRef, useState } from 'react';
import { checkModelDefinition, type ModelCheck } from '../../api/model.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking'; of: ModelSource }
  | { status: 'done'; of: ModelSource; check: ModelCheck }
  | { status: 'failed'; of: ModelSource; message: string };

/**
 * "Check the change": the server compiles the definition and evaluates it beside the published one
 * (the browser never recalculates the model). The state names the definition it was asked about,
 * so the screen can say when the draft has moved on since; a newer check wins over an older one.
 */
export function useModelCheck(): { state: CheckState; run: (definition: ModelSource) => void; reset: () => void } {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback((definition: ModelSource) => {
    const ask = ++latest.current;
    setState({ status: 'checking', of: definition });
    checkModelDefinition(definition).then(
      (check) => { if (ask === latest.current) setState({ status: 'done', of: definition, check }); },
      (error: unknown) => { if (ask === latest.current) setState({ status: 'failed', of: definition, message: error instanceof Error ? error.message : String(error) }); },
    );
  }, []);
  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);
  return { state, run, reset };
}
