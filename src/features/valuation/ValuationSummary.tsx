import { formatMultiple, formatPnl } from '../../ui/figures.ts';
import type { EnterpriseValuation, ValuationMethod, ValuationMethodId } from '../../../engine/analysis/valuation.ts';
import { Card } from '../../ui/Card.tsx';
import { METHOD_ORDER, VALUATION_TEXT as TEXT } from './texts.ts';

/** "8.0x ARR run-rate Dec 2025": a multiple always says what it is of; the DCF has none. */
function multipleText(method: ValuationMethod): string | null {
  if (method.multiple === null || method.basis === null) return null;
  return TEXT.multipleOf(formatMultiple(method.multiple), method.basis.of, method.basis.runRate);
}

/** One card per valuation method; the selected one drives the summary. */
export function MethodCards({ valuation, selected, onSelect }: { valuation: EnterpriseValuation; selected: ValuationMethodId; onSelect: (id: ValuationMethodId) => void }) {
  return (
    <section aria-label={TEXT.methods} className="method-cards">
      {METHOD_ORDER.map((id) => {
        const method = valuation.valuation_methods[id];
        const terms = multipleText(method) ?? TEXT.dcfTerms(valuation.dcf.discount_rate * 100, valuation.dcf.terminal_growth * 100);
        return (
          <button key={id} type="button" className={`card method-card${id === selected ? ' method-card-selected' : ''}`} aria-pressed={id === selected} onClick={() => onSelect(id)}>
            <span className="metric-label">{method.name}</span>
            <span className="method-value tabular">{formatPnl(method.value)}</span>
            <span className="muted" data-testid={`method-terms-${id}`}>{terms} · {TEXT.confidence} {method.confidence}%</span>
          </button>
        );
      })}
    </section>
  );
}

/** Part 2 §2 Valuation Summary: the selected method with its 80% / 100% / 125% range. */
export function ValuationSummary({ valuation, selected }: { valuation: EnterpriseValuation; selected: ValuationMethodId }) {
  const method = valuation.valuation_methods[selected];
  return (
    <Card title={TEXT.summary} className="valuation-summary">
      <dl className="summary-grid" data-testid="valuation-summary">
        <div><dt>{TEXT.selectedMethod}</dt><dd>{method.name}</dd></div>
        <div><dt>{TEXT.enterpriseValue}</dt><dd className="summary-value tabular" data-testid="summary-value">{formatPnl(method.value)}</dd></div>
        <div><dt>{TEXT.equityValue}</dt><dd className="tabular" data-testid="summary-equity-value">{formatPnl(method.equity_value)}</dd></div>
        <div><dt>{TEXT.multiple}</dt><dd className="tabular">{multipleText(method) ?? TEXT.noMultiple}</dd></div>
        <div><dt>{TEXT.confidenceLevel}</dt><dd className="tabular">{method.confidence}%</dd></div>
      </dl>
      <h3 className="valuation-subtitle">{TEXT.range}</h3>
      <dl className="summary-grid range-grid">
        <div><dt>{TEXT.conservative}</dt><dd className="tabular">{formatPnl(method.range.conservative)}</dd></div>
        <div><dt>{TEXT.base}</dt><dd className="tabular">{formatPnl(method.range.base)}</dd></div>
        <div><dt>{TEXT.optimistic}</dt><dd className="tabular">{formatPnl(method.range.optimistic)}</dd></div>
      </dl>
      {selected === 'dcf' ? (
        <p className="muted valuation-note">
          {TEXT.dcfNote(valuation.dcf.discount_rate * 100, valuation.dcf.terminal_growth * 100, valuation.dcf.cash_flows[0]?.period ?? '', valuation.dcf.cash_flows.at(-1)?.period ?? '')}
        </p>
      ) : null}
    </Card>
  );
}
