import { formatDecimal, formatFtes, formatMoneyShort, formatPnl } from '../../ui/figures.ts';
import type { OrgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';
import type { TomStructureWithPlan } from '../../../contract/tom.ts';
import { Card } from '../../ui/Card.tsx';
import { TOM_TEXT as TEXT } from './texts.ts';

/** Analysis tab: capacity utilisation, the FTE scaling plan and the organisation metrics. */
export function TomAnalysis({ structure, hierarchy }: { structure: TomStructureWithPlan; hierarchy: OrgHierarchy }) {
  const utilisation = structure.metrics.capacity_utilization;
  const metrics = hierarchy.org_metrics;
  return (
    <div className="tom-analysis">
      <Card title={TEXT.capacity}>
        <div className="tom-capacity">
          <span className="metric-value" data-testid="tom-capacity">{utilisation}%</span>
          <div className="tom-bar" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={utilisation} aria-label={TEXT.capacity}>
            <span style={{ width: `${utilisation}%` }} />
          </div>
          <p className="muted">{TEXT.capacityNote}</p>
        </div>
      </Card>
      <Card title={TEXT.scalingPlan}>
        <table className="data-table" aria-label={TEXT.scalingPlan}>
          <thead><tr>{TEXT.scalingColumns.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{c}</th>)}</tr></thead>
          <tbody>
            {structure.scaling_plan.map((step) => (
              <tr key={step.year} className={step.year === structure.year ? 'tom-current-year' : undefined}>
                <th scope="row">{step.year}</th>
                <td className="num tabular">{formatFtes(step.ftes)}</td>
                <td className="num tabular">{formatPnl(step.total_revenue)}</td>
                <td className="num tabular">{formatMoneyShort(step.revenue_per_fte)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title={TEXT.orgMetrics}>
        <dl className="tom-detail">
          <div><dt>{TEXT.managementLayers}</dt><dd data-testid="tom-layers">{metrics.management_layers}</dd></div>
          <div><dt>{TEXT.averageSpan}</dt><dd>{formatDecimal(metrics.average_span_of_control, 1)}</dd></div>
          <div><dt>{TEXT.dataSource}</dt><dd>{metrics.data_source}</dd></div>
        </dl>
        <h3 className="tom-subtitle">{TEXT.spanOfControl}</h3>
        <ul className="tom-span">
          {Object.entries(metrics.span_of_control).map(([manager, reports]) => <li key={manager}><span>{manager}</span><strong>{reports}</strong></li>)}
        </ul>
      </Card>
    </div>
  );
}
