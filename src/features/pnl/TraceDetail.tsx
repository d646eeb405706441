import { readableFormula } from '../../../engine/session/businessNames.ts';
import type { PnlTraceItem } from '../../../engine/session/traceability.ts';
import { TRACEABILITY_TEXT } from './pnlTexts.ts';
import { prose } from '../../ui/figures.ts';

/** Part 2 §5: a row has traceability when it has source assumptions or a formula other than 'Direct value'. */
export function hasTraceability(trace: PnlTraceItem): boolean {
  return trace.source_assumptions.length > 0 || trace.calculation_formula !== 'Direct value';
}

/** The Traceability column: how many assumptions feed the row and its formula, or a dash. */
export function traceSummary(trace: PnlTraceItem): string {
  if (!hasTraceability(trace)) return '—';
  const count = trace.source_assumptions.length;
  const assumptions = `${count} ${count === 1 ? 'assumption' : 'assumptions'}`;
  return `${assumptions} · ${readableFormula(trace.calculation_formula)}`;
}

/**
 * An expanded row: the source assumptions and the formula with its explanation. It scrolls when
 * the row is too short for them, so it is a Tab stop: keyboard users can scroll it too.
 */
export function TraceDetail({ trace }: { trace: PnlTraceItem }) {
  return (
    <div className="pnl-trace-detail" data-testid={`trace-detail-${trace.line_id}`} role="group" aria-label={`${TRACEABILITY_TEXT.column}: ${trace.line_item_name}`} tabIndex={0}>
      <div>
        <div className="pnl-trace-label">{TRACEABILITY_TEXT.sourceAssumptions}</div>
        {trace.source_assumptions.length === 0 ? <span className="muted">—</span> : (
          <ul className="pnl-chips">
            {trace.source_assumptions.map((assumption) => (
              <li key={assumption.id} className="pnl-chip" title={prose(assumption.description)}>{assumption.name}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <div className="pnl-trace-label">{TRACEABILITY_TEXT.formula}</div>
        <code className="pnl-formula">{readableFormula(trace.calculation_formula)}</code>
        {trace.formula_explanation ? <p className="muted pnl-trace-explanation">{trace.formula_explanation}</p> : null}
      </div>
    </div>
  );
}
