import type { ReactNode, RefObject } from 'react';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import type { ItemChange } from './draftEdits.ts';
import { groupTitle, type ItemGroup } from './modelGroups.ts';
import { displayName, keyOf, type ModelItem } from './modelItems.ts';
import { useTranslation } from '../../i18n/index.ts';

function StatementBadge({ item }: { item: ModelItem }) {
  const { t } = useTranslation('model');
  if (item.kind !== 'line') return null;
  return <span className="badge badge-neutral">{item.def.statement ? t(`statements.${item.def.statement}`) : t('memo')}</span>;
}

/**
 * The parts of the model by group, each group a disclosure (closed until opened, a filter or a
 * selection opens it), each part a button that selects it. Marks say which parts the draft added
 * or changed and which have problems.
 */
export function PartsList({ groups, total, query, onQuery, open, onToggle, selectedKey, changes, problemCounts, onSelect, filterRef, actions }: {
  groups: readonly ItemGroup[];
  total: number;
  query: string;
  onQuery: (query: string) => void;
  open: ReadonlySet<string>;
  onToggle: (group: string, open: boolean) => void;
  selectedKey: string | null;
  changes: ReadonlyMap<string, ItemChange>;
  problemCounts: ReadonlyMap<string, number>;
  onSelect: (key: string) => void;
  filterRef: RefObject<HTMLInputElement | null>;
  actions: ReactNode;
}) {
  const { t } = useTranslation('model');
  const shown = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <section className="card model-parts" aria-labelledby="model-parts-title">
      <div className="card-head">
        <h2 id="model-parts-title" className="card-title">{t('parts')}</h2>
        <span className="muted model-count">{shown === total ? t('shownAll', { total }) : t('shownSome', { shown, total })}</span>
      </div>
      <div className="model-parts-actions">{actions}</div>
      <label className="field model-filter">
        <span>{t('filter')}</span>
        <input ref={filterRef} type="search" value={query} placeholder={t('filterPlaceholder')} onChange={(event) => onQuery(event.target.value)} />
      </label>
      {groups.length === 0 ? <p className="muted">{t('noMatch', { query })}</p> : (
        <ScrollRegion label={t('partsScroll')} className="model-parts-scroll">
          {groups.map((group) => (
            <details key={group.key} className="model-group" open={open.has(group.key)} onToggle={(event) => onToggle(group.key, event.currentTarget.open)}>
              <summary>{groupTitle(group)} <span className="muted">({group.items.length})</span></summary>
              <ul className="model-items">
                {group.items.map((item) => {
                  const key = keyOf(item);
                  const change = changes.get(key);
                  const problems = problemCounts.get(key) ?? 0;
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        className="model-item"
                        aria-current={key === selectedKey ? 'true' : undefined}
                        data-item={key}
                        onClick={() => onSelect(key)}
                      >
                        <span className="model-item-text">
                          <span className="model-item-name">{displayName(item)}</span>
                          <code className="model-item-id">{item.def.id}</code>
                        </span>
                        <span className="model-item-marks">
                          <StatementBadge item={item} />
                          {change ? <span className="badge badge-info">{change === 'added' ? t('added') : t('changed')}</span> : null}
                          {problems > 0 ? <span className="badge badge-critical">{t('problemMark', { count: problems })}</span> : null}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </details>
          ))}
        </ScrollRegion>
      )}
    </section>
  );
}
