import { useAtomValue } from 'jotai';
import type { Statement, StatementOptions } from '../../engine/session/session.ts';
import { snapshotAtom } from './modelState.ts';
import { modelWorker } from './modelClient.ts';
import { useWorkerQuery, type WorkerQuery } from './useWorkerQuery.ts';

/**
 * Rows of the model by period, asked of the worker (the UI thread never evaluates the model)
 * whenever the model or the question changes: the statement screens' one way to their figures.
 */
export function useStatement(options: StatementOptions, errorMessage: string): WorkerQuery<Statement> {
  const version = useAtomValue(snapshotAtom)?.version ?? null;
  return useWorkerQuery(
    version === null ? null : `${version}:${options.period}:${options.from ?? ''}:${options.to ?? ''}:${options.lines?.join(',') ?? ''}`,
    () => modelWorker().statement(options),
    errorMessage,
  );
}
