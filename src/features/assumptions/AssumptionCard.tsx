import { useAtomValue } from 'jotai';
import { formatValueWithUnit, prose } from '../../ui/figures.ts';
import { pnlLinesReachedBy } from '../../../engine/analysis/assumptionReach.ts';
import { statementLabel } from '../../../engine/model/statements.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import type { LineDef } from '../../../engine/model/types.ts';
import { readableFormula } from '../../../engine/session/businessNames.ts';
import type { AssumptionEntry, AssumptionMapping } from '../../../engine/session/traceability.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { formulaWords } from '../../ui/explain/engineSentences.ts';
import { Badge } from '../../ui/StatusBadge.tsx';

/** A line's label on its statement, as statementLabel reads it, from the shown definition. */
const lineLabel = (line: LineDef | undefined): string | undefined => (line ? line.label ?? line.name : undefined);

function Impacts({ entry, mapping, year }: { entry: AssumptionEntry; mapping: AssumptionMapping | undefined; year: number }) {
  const { t } = useTranslation('assumptions');
  // Line and driver names as the user reads them (the shown definition); the worker's are the model's own.
  const tables = tablesOf(useAtomValue(shownDefinitionAtom));
  // A formula's period words ('previous month') in the user's language too.
  const words = formulaWords();
  const reached = pnlLinesReachedBy(entry.id);
  if (reached.length === 0) return <p className="muted">{t('notConnected')}</p>;
  const impactOf = new Map(mapping?.affected_pnl_items.map((item) => [item.line_id, item.impact_per_1pct]) ?? []);
  return (
    <div className="assumption-details" data-testid={`details-${entry.id}`}>
      <table className="assumption-impacts">
        <thead>
          <tr><th scope="col">{t('linesReached')}</th><th scope="col">{t('impactHeader', { year })}</th></tr>
        </thead>
        <tbody>
          {reached.map((line) => (
            <tr key={line}>
              <td>{lineLabel(tables.lineById.get(line)) ?? statementLabel(line)}</td>
              <td className="tabular">
                {impactOf.has(line) ? formatValueWithUnit(impactOf.get(line), '€', { signed: true }) : <span className="muted">{t('noEffectInYear', { year })}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mapping ? (
        <>
          <p className="assumption-ebitda">
            {t('ebitdaImpact', { year })}: <strong className="tabular">{formatValueWithUnit(mapping.impact_coefficient, '€', { signed: true })}</strong>
          </p>
          <div className="assumption-formulas">
            <span className="muted">{t('formulas')}</span>
            {mapping.calculation_formula.split('\n').map((formula) => {
              const [line, expression] = formula.split(' = ');
              const read = (text: string) => readableFormula(text, tables, words);
              return <code key={formula}>{expression ? `${read(line ?? '')} = ${read(expression)}` : read(formula)}</code>;
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
  const { t } = useTranslation('assumptions');
  // A model driver's texts as the user reads them; the two historical entries (rides_2024/2025) are no driver and keep theirs.
  const driver = tablesOf(useAtomValue(shownDefinitionAtom)).driverById.get(entry.id);
  return (
    <article className="assumption-card" data-testid={`assumption-${entry.id}`}>
      <header className="assumption-head">
        <div>
          <h3>{driver?.name ?? entry.name}</h3>
          <div className="assumption-badges">
            <Badge tone="neutral">{t(`categories.${entry.category}`)}</Badge>
            {entry.isHistorical ? <Badge tone="info">{t('historical')}</Badge> : null}
            {entry.isProjection ? <Badge tone="warning">{t('projection')}</Badge> : null}
          </div>
        </div>
        <div className="assumption-value tabular">{formatValueWithUnit(entry.value, entry.unit)}</div>
      </header>
      <dl className="assumption-text">
        <dt>{t('reasoning')}</dt><dd>{prose(driver?.documentation?.reasoning ?? entry.reasoning)}</dd>
        <dt>{t('businessLogic')}</dt><dd>{prose(driver?.business_logic ?? entry.businessLogic)}</dd>
        <dt>{t('source')}</dt><dd className="muted">{prose(driver?.source ?? entry.source)}</dd>
      </dl>
      <button type="button" className="button button-small" aria-expanded={open} onClick={onToggle}>
        {open ? t('hideDetails') : t('showDetails')}
      </button>
      {open ? <Impacts entry={entry} mapping={mapping} year={year} /> : null}
    </article>
  );
}
