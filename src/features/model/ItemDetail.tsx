import type { RefObject } from 'react';
import type { DefinitionProblem } from '../../../engine/model/definitionCheck.ts';
import { formatGridNumber } from '../../ui/figures.ts';
import type { ItemChange } from './draftEdits.ts';
import type { FormulaRead } from './formulaReads.ts';
import { FormulaEditor } from './FormulaEditor.tsx';
import { displayName, formulasOf, type FormulaField, type ModelItem } from './modelItems.ts';
import type { NameOption } from './nameCompletion.ts';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { checkMessage } from './problemWords.ts';

/** The facts of an item beside its formulas: what it is, where it stands, its unit and range. */
function facts(item: ModelItem): [string, string][] {
  const t = i18n.getFixedT(null, 'model');
  const rows: [string, string][] = [[t('fields.id'), item.def.id], [t('fields.name'), item.def.name]];
  switch (item.kind) {
    case 'driver':
      rows.push([t('fields.category'), t(`categories.${item.def.category}`)]);
      rows.push([t('fields.unit'), item.def.unit]);
      rows.push([t('fields.range'), t('rangeValue', { min: formatGridNumber(item.def.min, item.def.unit), max: formatGridNumber(item.def.max, item.def.unit) })]);
      rows.push([t('fields.baseline'), formatGridNumber(item.def.baseline, item.def.unit)]);
      break;
    case 'line':
      if (item.def.label) rows.push([t('fields.label'), item.def.label]);
      rows.push([t('fields.unit'), item.def.unit]);
      rows.push([t('fields.section'), t(`sections.${item.def.section}`)]);
      rows.push([t('fields.statement'), item.def.statement ? t(`statements.${item.def.statement}`) : t('memo')]);
      rows.push([t('fields.aggregate'), t(`aggregates.${item.def.aggregate}`)]);
      if (item.def.total) rows.push([t('fields.total'), t('yes')]);
      break;
    default:
      rows.push([t('fields.unit'), item.def.unit]);
  }
  return rows;
}

function explanationOf(item: ModelItem): string {
  return item.kind === 'driver' || item.kind === 'kpi' ? item.def.description : item.def.explanation;
}

/** Names as buttons that select what they name; a name that is no item of the definition is plain text. */
function ReadList({ reads, onSelect }: { reads: readonly Pick<FormulaRead, 'text' | 'target' | 'outside'>[]; onSelect: (key: string) => void }) {
  const { t } = useTranslation('model');
  return (
    <ul className="model-refs">
      {reads.map((read) => (
        <li key={read.text}>
          {read.target === null
            ? <code className="model-ref model-ref-plain" title={read.outside === 'calendar' ? t('calendarRow') : read.outside === 'setting' ? t('baselineSetting') : undefined}>{read.text}</code>
            : <button type="button" className="model-ref" onClick={() => onSelect(read.target as string)}><code>{read.text}</code></button>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The detail panel of one part of the model: its facts, its formulas in editors (errors and names
 * as you type), what it reads and what reads it (each a button that selects that part), and for a
 * part this draft added, the button that removes it.
 */
export function ItemDetail({ item, change, problems, reads, readBy, names, headingRef, onEdit, onSelect, onRemove }: {
  item: ModelItem;
  change: ItemChange | undefined;
  problems: readonly DefinitionProblem[];
  reads: readonly FormulaRead[];
  readBy: readonly { text: string; target: string }[];
  names: readonly NameOption[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: (field: FormulaField, text: string) => void;
  onSelect: (key: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('model');
  const formulas = formulasOf(item);
  const fieldProblems = (field: string) => problems.filter((problem) => problem.field === field);
  const otherProblems = problems.filter((problem) => problem.field !== 'formula' && problem.field !== 'opening');
  const formulaProblems = otherProblems.length < problems.length;
  const explanation = explanationOf(item);
  return (
    <section className="card model-detail" aria-labelledby="model-detail-title" data-testid="model-detail">
      <div className="model-detail-head">
        <h2 id="model-detail-title" className="card-title" ref={headingRef} tabIndex={-1}>{displayName(item)}</h2>
        <span className="badge badge-neutral">{t(`kind.${item.kind}`)}</span>
        {change ? <span className="badge badge-info">{change === 'added' ? t('added') : t('changed')}</span> : null}
      </div>
      <dl className="model-facts">
        {facts(item).map(([term, value], index) => (
          <div key={term}><dt>{term}</dt><dd className={index === 0 ? 'model-mono' : undefined}>{value}</dd></div>
        ))}
      </dl>
      {explanation ? <p className="model-explanation">{explanation}</p> : null}
      {otherProblems.length > 0 ? (
        <div className="model-field-problems" role="group" aria-label={t('itemProblems')}>
          <ul>{otherProblems.map((problem, index) => <li key={`${problem.code}-${index}`}>{checkMessage(problem.message)}</li>)}</ul>
        </div>
      ) : null}
      {formulas.map(({ field, text }) => (
        <FormulaEditor
          key={`${item.kind}:${item.def.id}:${field}`}
          label={field === 'opening' ? t('opening') : t('formula')}
          value={text}
          names={names}
          problems={fieldProblems(field)}
          onChange={(next) => onEdit(field, next)}
          testId={`model-${field}`}
        />
      ))}
      {item.kind !== 'driver' ? (
        <div className="model-refs-block" data-testid="model-reads">
          <h3 className="model-subtitle">{t('reads')}</h3>
          {reads.length > 0 ? <ReadList reads={reads} onSelect={onSelect} /> : <p className="muted">{formulaProblems ? t('readsOnceValid') : t('readsNothing')}</p>}
        </div>
      ) : null}
      {item.kind !== 'kpi' ? (
        <div className="model-refs-block" data-testid="model-read-by">
          <h3 className="model-subtitle">{t('readBy')}</h3>
          {readBy.length > 0
            ? <ReadList reads={readBy} onSelect={onSelect} />
            : <p className="muted">{t('readByNothing')}</p>}
        </div>
      ) : null}
      {change === 'added' ? (
        <div className="model-detail-actions">
          <button type="button" className="button" onClick={onRemove}>{t('remove')}</button>
        </div>
      ) : null}
    </section>
  );
}
