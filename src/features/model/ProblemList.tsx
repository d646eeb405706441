import type { DefinitionProblem } from '../../../engine/model/definitionCheck.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { problemKey } from './modelItems.ts';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { checkMessage } from './problemWords.ts';

/** How many problems the list shows: the server lists the first 100 as well. */
export const LISTED_PROBLEMS = 100;
/** A longer list scrolls in its own box, so the parts of the model stay near. */
const SCROLL_FROM = 8;

/** A problem as the engine finds it in the browser or the server answers it (its code as plain text). */
export type ListedProblem = Omit<DefinitionProblem, 'code'> & { code: string };

function problemText(problem: ListedProblem): string {
  const t = i18n.getFixedT(null, 'model');
  const where = problem.item === 'definition' ? t('wholeDefinition') : t('problemOf', { kind: t(`kind.${problem.item}`), id: problem.id, field: problem.field });
  const at = problem.position === undefined ? '' : ` · ${t('atCharacter', { position: problem.position + 1 })}`;
  return `${where}${at}: ${checkMessage(problem.message)}`;
}

/**
 * Problems of a definition (found as you type, or by the server's check), each a button that
 * selects its item; a problem of an item the draft no longer has (a removed one) is plain text.
 */
export function ProblemList({ problems, total, label, exists, onSelect, testId }: {
  problems: readonly ListedProblem[];
  total: number;
  label: string;
  exists: (key: string) => boolean;
  onSelect: (key: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('model');
  const listed = problems.slice(0, LISTED_PROBLEMS);
  const list = (
    <ul>
      {listed.map((problem, index) => {
        const key = problemKey(problem);
        return (
          <li key={`${problem.item}:${problem.id}:${problem.field}:${index}`}>
            {key !== null && exists(key)
              ? <button type="button" className="model-link" onClick={() => onSelect(key)}>{problemText(problem)}</button>
              : <span>{problemText(problem)}</span>}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className="model-problems" data-testid={testId}>
      {listed.length > SCROLL_FROM ? <ScrollRegion label={label} className="model-problems-scroll">{list}</ScrollRegion> : list}
      {total > listed.length ? <p className="muted">{t('moreProblems', { shown: listed.length, total })}</p> : null}
    </div>
  );
}
