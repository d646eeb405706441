import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { statementRows, type StatementRowDef } from '../../../engine/model/statements.ts';
import type { Statement } from '../../../engine/session/session.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelDefinitionAtom, shownDefinitionAtom } from '../../state/publishedModel.ts';
import { useStatement } from '../../model/useStatement.ts';
import { activeScenarioAtom, closeWarningsAtom } from '../../state/scenarios.ts';
import { periodAtom } from '../../state/period.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { CloseWarnings } from '../../ui/CloseWarnings.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ExplainPanel, type PanelStep } from '../../ui/explain/ExplainPanel.tsx';
import { periodIndexOf, StatementGrid, type StatementGridRow, type StatementLine } from '../../ui/statement/StatementGrid.tsx';
import {
  markedColumns, OPENING_PERIOD, PERIOD_COLUMN, periodHeaders, periodRange, periodWord, STATEMENT_PERIOD, statementCellRef,
} from '../../ui/statement/statementPeriods.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { PeriodLegend } from '../../ui/statement/PeriodLegend.tsx';
import { BalanceCheck, isBalanced } from './BalanceCheck.tsx';
import { CHECK_LINE, sectionTitle, STATEMENT_SCREENS, type StatementKind } from './statementsTexts.ts';
import './statements.css';
import { shownNameOf } from '../../state/scenarioNames.ts';

/**
 * The grid's rows from the published definition as shown (labels in the user's language): its
 * order, labels and totals, a title above the first row of a titled section.
 */
function gridRows(defs: readonly StatementRowDef[], statement: Statement): StatementGridRow<StatementLine>[] {
  const values = new Map(statement.rows.map((row) => [row.id, row.values]));
  return defs.flatMap((def, i): StatementGridRow<StatementLine>[] => {
    const title = defs[i - 1]?.section !== def.section ? sectionTitle(def.section) : undefined;
    const line = { id: def.id, name: def.label, total: def.total, values: values.get(def.id) ?? statement.periods.map(() => null) };
    return [...(title ? [{ key: `section:${def.id}`, type: 'section' as const, title }] : []), { key: def.id, type: 'line', line }];
  });
}

/**
 * The Balance Sheet and the Cash Flow Statement of the active scenario, 2026–2030, by the header's
 * period switch, built like the forecast P&L: rows from the model definition, figures from the
 * worker, every figure explained on click or Enter, closed months marked actual. The balance sheet
 * opens with the balance of 31 December 2025 and shows its check row.
 */
function StatementScreen({ kind }: { kind: StatementKind }) {
  const { t } = useTranslation('statements');
  const language = useLanguage();
  const screen = STATEMENT_SCREENS[kind];
  const period = useAtomValue(periodAtom);
  const snapshot = useAtomValue(snapshotAtom);
  const scenarioName = shownNameOf(useAtomValue(activeScenarioAtom)) ?? t('header.fallbackScenario');
  const closeWarnings = useAtomValue(closeWarningsAtom);
  const range = periodRange(screen.years, period);
  // The balance sheet's first column is the opening balance: the period that ends on 31 December 2025.
  const hasOpening = kind === 'balance';
  const definition = useAtomValue(modelDefinitionAtom);
  const defs = useMemo(() => statementRows(kind, definition.lines), [kind, definition]);
  const lines = useMemo(() => defs.map((def) => def.id), [defs]);
  // The same rows labelled in the user's language (the shown definition differs in its texts only).
  const shownDefinition = useAtomValue(shownDefinitionAtom);
  const shownDefs = useMemo(() => statementRows(kind, shownDefinition.lines), [kind, shownDefinition]);
  const statement = useStatement({ period: STATEMENT_PERIOD[period], from: hasOpening ? OPENING_PERIOD[period] : range.from, to: range.to, lines }, t('statementError'));
  const [panel, setPanel] = useState<PanelStep | null>(null);

  const data = statement.data;
  // Section titles and period headers are read in the language: they are drawn again when it changes.
  const rows = useMemo(() => (data ? gridRows(shownDefs, data) : null), [shownDefs, data, language]);
  const marked = useMemo(() => (data ? markedColumns(data) : []), [data]);
  const periodLabels = useMemo(() => (data ? periodHeaders(data).map((label, i) => (hasOpening && i === 0 ? t('openingColumn') : label)) : []), [t, data, hasOpening, language]);
  const unbalanced = useMemo(() => data?.rows.find((row) => row.id === CHECK_LINE)?.values.filter((value) => !isBalanced(value)).length ?? 0, [data]);

  const cellContent = useCallback((line: StatementLine, index: number) => (line.id === CHECK_LINE ? <BalanceCheck value={line.values[index] ?? null} /> : null), []);
  const onActivate = useCallback((line: StatementLine, colId: string) => {
    const index = periodIndexOf(colId);
    if (!data || index === null) return;
    setPanel({ kind: 'cell', ref: statementCellRef(data, line.id, index, hasOpening && index === 0) });
  }, [data, hasOpening]);
  const closePanel = useCallback(() => setPanel(null), []);

  const subtitle = (
    <span className="statement-meta">
      <span>{t('header.scenario')}: <strong data-testid="statement-scenario">{scenarioName}</strong></span>
      <span>{t('header.period')}: <strong>{screen.rangeLabel} ({periodWord(period)})</strong></span>
    </span>
  );
  const balanceBadge = hasOpening && rows ? (
    <span className={`badge ${unbalanced === 0 ? 'badge-good' : 'badge-critical'}`} data-testid="balance-status">
      {unbalanced === 0 ? t('balanced') : t('unbalanced', { count: unbalanced })}
    </span>
  ) : undefined;

  if (!snapshot || !data || !rows) {
    return (
      <section className="screen">
        <PageHeader title={t(`screens.${kind}.title`)} subtitle={subtitle} />
        {statement.status === 'error'
          ? <Alert tone="error" title={t('statementError')}><button type="button" className="button" onClick={statement.retry}>{t('grid.retry')}</button></Alert>
          : <Spinner label={t(`screens.${kind}.loading`)} />}
      </section>
    );
  }

  return (
    <section className="screen statement-screen">
      <PageHeader title={t(`screens.${kind}.title`)} subtitle={subtitle} actions={balanceBadge} />
      <CloseWarnings warnings={closeWarnings} />
      <p className="muted statement-note">{t(`screens.${kind}.note`)}</p>
      <StatementGrid<StatementLine>
        // A new period layout starts at its first column, as a reader expects after switching.
        key={period}
        rows={rows}
        periodLabels={periodLabels}
        periods={data.periods}
        periodColumn={PERIOD_COLUMN[period]}
        tallHeader={marked.some(Boolean)}
        lineWidth={260}
        cellContent={cellContent}
        rowClass={(line) => (line.id === CHECK_LINE ? 'statement-check-row' : undefined)}
        onActivate={onActivate}
        className={`${kind}-grid`}
        testId={`${kind}-grid`}
      />
      {marked.some(Boolean) ? <PeriodLegend /> : null}
      {statement.status === 'loading' ? <Spinner label={t(`screens.${kind}.loading`)} /> : null}
      {panel ? <ExplainPanel key={JSON.stringify(panel)} root={panel} onClose={closePanel} /> : null}
    </section>
  );
}

export function BalanceSheetScreen() {
  return <StatementScreen kind="balance" />;
}

export function CashFlowScreen() {
  return <StatementScreen kind="cashflow" />;
}
