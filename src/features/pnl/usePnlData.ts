import { useAtomValue } from 'jotai';
import type { StatementRowDef } from '../../../engine/model/statements.ts';
import { useMemo } from 'react';
import type { Statement } from '../../../engine/session/session.ts';
import type { PnlTraceItem } from '../../../engine/session/traceability.ts';
import type { BaselineSettings } from '../../../engine/actuals/schema.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { useWorkerQuery, type WorkerQuery } from '../../model/useWorkerQuery.ts';
import { useStatement } from '../../model/useStatement.ts';
import { readStoredSession } from '../../state/storedSession.ts';
import type { Period as ScreenPeriod } from '../../state/period.ts';
import { periodRange, STATEMENT_PERIOD } from '../../ui/statement/statementPeriods.ts';
import { i18n } from '../../i18n/index.ts';
import { PNL_SCREENS, type PnlKind } from './pnlTexts.ts';

/** The statement's first and last period keys for a screen and period ('2026-Q1' … '2030-Q4'). */
export function statementRange(kind: PnlKind, period: ScreenPeriod): { from: string; to: string } {
  return periodRange(PNL_SCREENS[kind].years, period);
}

/** The P&L rows (the published definition's) for the screen's periods, asked again whenever the model or the period changes. */
export function usePnlStatement(kind: PnlKind, period: ScreenPeriod, rows: readonly StatementRowDef[]): WorkerQuery<Statement> {
  const lines = useMemo(() => rows.map((row) => row.id), [rows]);
  return useStatement({ period: STATEMENT_PERIOD[period], ...statementRange(kind, period), lines }, i18n.t('pnl:grid.statementError'));
}

class TraceabilityLoadError extends Error {}

/**
 * Source assumptions and formula of every P&L line for `year` (part 2 §4: loading, then loaded
 * or error with Retry). Part 2 §8: without a stored token the answer is 'No authentication
 * token found'.
 */
export function useTraceability(year: number): WorkerQuery<PnlTraceItem[]> {
  const version = useAtomValue(snapshotAtom)?.version ?? null;
  return useWorkerQuery(
    version === null ? null : `${version}:${year}`,
    async () => {
      if (readStoredSession(localStorage).kind !== 'present') throw new TraceabilityLoadError(i18n.t('pnl:traceability.noToken'));
      try {
        return (await modelWorker().pnlTraceability(year)).pnl_line_items;
      } catch (error) {
        console.error(error);
        throw new TraceabilityLoadError(i18n.t('pnl:traceability.fallback'));
      }
    },
    i18n.t('pnl:traceability.fallback'),
  );
}

/** The loaded baseline's settings (last updated, data source). */
export function useBaselineSettings(): BaselineSettings | null {
  const version = useAtomValue(snapshotAtom)?.version ?? null;
  const query = useWorkerQuery(version === null ? null : String(version), () => modelWorker().baselineSettings(), i18n.t('pnl:header.settingsUnavailable'));
  return query.data;
}
