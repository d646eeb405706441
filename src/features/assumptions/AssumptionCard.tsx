import { formatValueWithUnit, prose } from '../../ui/figures.ts';
import { pnlLinesReachedBy } from '../../../engine/analysis/assumptionReach.ts';
import { statementLabel } from '../../../engine/model/statements.ts';
import { readableFormula } from '../../../engine/session/businessNames.ts';
import type { AssumptionEntry, AssumptionMapping } from '../../../engine/session/traceability.ts';
import { Badge } from '../../ui/StatusBadge.tsx';
import { ASSUMPTIONS_TEXT } from './assumptionsTexts.ts';

function Impacts({ entry, mapping, year }: { entry: AssumptionEntry; mapping: AssumptionMapping | undefined; year: number }) {
  const reached = pnlLinesReachedBy(entry.id);
  if (reached.length === 0) return <p className="muted">{ASSUMPTIONS_TEXT.notConnected}</p>;
  const impactOf = new Map(mapping?.affected_pnl_items.map((item) => [item.line_id, item.impact_per_1pct]) ?? []);
  return (
    <div className="assumption-details" data-testid={`details-${entry.id}`}>
      <table className="assumption-impacts">
        <thead>
          <tr><th scope="col">{ASSUMPTIONS_TEXT.linesReached}</th><th scope="col">{ASSUMPTIONS_TEXT.impactHeader(year)}</th></tr>
        </thead>
        <tbody>
          {reached.map((line) => (
            <tr key={line}>
              <td>{statementLabel(line)}</td>
              <td className="tabular">
                {impactOf.has(line) ? formatValueWithUnit(impactOf.get(line), '€', { signed: true }) : <span className="muted">{ASSUMPTIONS_TEXT.noEffectInYear(year)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mapping ? (
        <>
          <p className="assumption-ebitda">
            {ASSUMPTIONS_TEXT.ebitdaImpact(year)}: <strong className="tabular">{formatValueWithUnit(mapping.impact_coefficient, '€', { signed: true })}</strong>
          </p>
          <div className="assumption-formulas">
            <span className="muted">{ASSUMPTIONS_TEXT.formulas}</span>
            {mapping.calculation_formula.split('\n').map((formula) => {
              const [line, expression] = formula.split(' = ');
              return <code key={formula}>{expression ? `${readableFormula(line ?? '')} = ${readableFormula(expression)}` : readableFormula(formula)}</code>;
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** One documented assumption (part 1 §3): value, unit, reasoning, business logic, category, flag. */
export function AssumptionCard({ entry, mapping, year, open, onToggle }: {
  entry: AssumptionEntry; mapping: AssumptionMapping | undefined; year: number; open: boolean; onToggle: () => void;
}) {
  return (
    <article className="assumption-card" data-testid={`assumption-${entry.id}`}>
      <header className="assumption-head">
        <div>
          <h3>{entry.name}</h3>
          <div className="assumption-badges">
            <Badge tone="neutral">{entry.category}</Badge>
            {entry.isHistorical ? <Badge tone="info">{ASSUMPTIONS_TEXT.historical}</Badge> : null}
            {entry.isProjection ? <Badge tone="warning">{ASSUMPTIONS_TEXT.projection}</Badge> : null}
          </div>
        </div>
        <div className="assumption-value tabular">{formatValueWithUnit(entry.value, entry.unit)}</div>
      </header>
      <dl className="assumption-text">
        <dt>{ASSUMPTIONS_TEXT.reasoning}</dt><dd>{prose(entry.reasoning)}</dd>
        <dt>{ASSUMPTIONS_TEXT.businessLogic}</dt><dd>{prose(entry.businessLogic)}</dd>
        <dt>{ASSUMPTIONS_TEXT.source}</dt><dd className="muted">{prose(entry.source)}</dd>
      </dl>
      <button type="button" className="button button-small" aria-expanded={open} onClick={onToggle}>
        {open ? ASSUMPTIONS_TEXT.hideDetails : ASSUMPTIONS_TEXT.showDetails}
      </button>
      {open ? <Impacts entry={entry} mapping={mapping} year={year} /> : null}
    </article>
  );
}
