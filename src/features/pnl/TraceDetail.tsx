import { readableFormula } from '../../../engine/session/businessNames.ts';
import type { DefinitionTables } from '../../../engine/model/tables.ts';
import { BASELINE_ACTUALS, type PnlTraceItem } from '../../../engine/session/traceability.ts';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { useShownTexts } from '../../ui/explain/shownTexts.ts';
import { explainSentence, formulaWords } from '../../ui/explain/engineSentences.ts';
import { prose } from '../../ui/figures.ts';

/** Part 2 §5: a row has traceability when it has source assumptions or a formula other than 'Direct value'. */
export function hasTraceability(trace: PnlTraceItem): boolean {
  return trace.source_assumptions.length > 0 || trace.calculation_formula !== 'Direct value';
}

/**
 * A line's formula for reading, naming what it uses by the given definition's names (the shown
 * one's, in the user's language) and its periods in the user's words; an entered figure's 'Direct
 * value' in the user's words.
 */
function shownFormula(formula: string, tables: DefinitionTables | undefined): string {
  return formula === 'Direct value' ? i18n.t('pnl:traceability.directValue') : readableFormula(formula, tables, formulaWords());
}

/** The Traceability column: how many assumptions feed the row and its formula, or a dash. */
export function traceSummary(trace: PnlTraceItem, tables?: DefinitionTables): string {
  if (!hasTraceability(trace)) return '—';
  const assumptions = i18n.t('pnl:traceability.assumptions', { count: trace.source_assumptions.length });
  return `${assumptions} · ${shownFormula(trace.calculation_formula, tables)}`;
}

/**
 * An expanded row: the source assumptions and the formula with its explanation. It scrolls when
 * the row is too short for them, so it is a Tab stop: keyboard users can scroll it too.
 */
export function TraceDetail({ trace, name }: { trace: PnlTraceItem; name: string }) {
  const { t } = useTranslation('pnl', { keyPrefix: 'traceability' });
  const texts = useShownTexts();
  return (
    <div className="pnl-trace-detail" data-testid={`trace-detail-${trace.line_id}`} role="group" aria-label={`${t('column')}: ${name}`} tabIndex={0}>
      <div>
        <div className="pnl-trace-label">{t('sourceAssumptions')}</div>
        {trace.source_assumptions.length === 0 ? <span className="muted">—</span> : (
          <ul className="pnl-chips">
            {trace.source_assumptions.map((assumption) => {
              // A model driver's description is the driver's own; the baseline's is the data source's.
              const description = texts.tables.driverById.get(assumption.id)?.description ?? assumption.description;
              const name = assumption.id === BASELINE_ACTUALS ? t('baselineActuals') : texts.name(assumption.id, assumption.name);
              return <li key={assumption.id} className="pnl-chip" title={prose(description)}>{name}</li>;
            })}
          </ul>
        )}
      </div>
      <div>
        <div className="pnl-trace-label">{t('formula')}</div>
        <code className="pnl-formula">{shownFormula(trace.calculation_formula, texts.tables)}</code>
        {trace.formula_explanation ? (
          <p className="muted pnl-trace-explanation">
            {trace.formula_explanation_code ? explainSentence(trace.formula_explanation_code, texts.tables) : texts.explanation(trace.line_id, trace.formula_explanation)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
