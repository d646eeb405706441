import { useCallback, useEffect, useState } from 'react';
import { getModelDefinition } from '../../api/model.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';

export type PublishedDefinition =
  | { status: 'loading' }
  | { status: 'ready'; source: ModelSource }
  | { status: 'failed'; message: string };

/** The published model definition from the server; `reload` asks again after a failure. */
export function useModelDefinition(): { state: PublishedDefinition; reload: () => void } {
  const [state, setState] = useState<PublishedDefinition>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getModelDefinition().then(
      (source) => { if (live) setState({ status: 'ready', source }); },
      (error: unknown) => { if (live) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }); },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
