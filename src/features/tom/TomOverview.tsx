import { useState } from 'react';
import { formatFtes, formatMoneyShort, formatMultiple, formatPnl } from '../../ui/figures.ts';
import type { TomStructureWithPlan } from '../../../contract/tom.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownDepartmentTitle, shownFunction } from './texts.ts';

/** Overview tab: four metric cards and the departments with expandable function lists. */
export function TomOverview({ structure }: { structure: TomStructureWithPlan }) {
  const { t } = useTranslation('tom');
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const { metrics } = structure;
  const cards = [
    { label: t('metrics.ftes'), value: formatFtes(metrics.total_ftes), testId: 'tom-ftes' },
    { label: t('metrics.revenue'), value: formatPnl(structure.total_revenue), testId: 'tom-revenue' },
    { label: t('metrics.revenuePerFte'), value: formatMoneyShort(metrics.revenue_per_fte), testId: 'tom-revenue-per-fte' },
    { label: t('metrics.costEfficiency'), value: metrics.cost_efficiency > 0 ? formatMultiple(metrics.cost_efficiency, 2) : '—', testId: 'tom-cost-efficiency', note: t('costEfficiencyUnit') },
  ];
  return (
    <div className="tom-overview">
      <div className="tom-metrics">
        {cards.map((card) => (
          <div key={card.label} className="card metric-card">
            <span className="metric-label">{card.label}</span>
            <span className="metric-value tabular" data-testid={card.testId}>{card.value}</span>
            {card.note ? <span className="muted tom-note">{card.note}</span> : null}
          </div>
        ))}
      </div>
      <h2 className="tom-section-title">{t('departments')}</h2>
      <div className="tom-departments">
        {Object.entries(structure.organization).filter(([, d]) => d.count > 0).map(([id, department]) => {
          const open = expanded[id] ?? false;
          const title = shownDepartmentTitle(id, department.title);
          return (
            <section key={id} className="card tom-department" aria-label={title}>
              <div className="tom-department-head">
                <h3>{title}</h3>
                <span className="badge badge-info">{t('positions', { count: department.count })}</span>
              </div>
              <button type="button" className="button tom-toggle" aria-expanded={open} onClick={() => setExpanded({ ...expanded, [id]: !open })}>
                {open ? t('hideFunctions') : t('showFunctions')}
              </button>
              {open ? <ul className="tom-functions">{department.functions.map((f) => <li key={f}>{shownFunction(f)}</li>)}</ul> : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
