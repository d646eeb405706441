import { formatDecimal, formatFtes, formatMoneyShort, formatPnl } from '../../ui/figures.ts';
import type { OrgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';
import type { TomStructureWithPlan } from '../../../contract/tom.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { SCALING_COLUMNS, shownDataSource, shownPosition } from './texts.ts';

/** Analysis tab: capacity utilisation, the FTE scaling plan and the organisation metrics. */
export function TomAnalysis({ structure, hierarchy, scenarioName }: { structure: TomStructureWithPlan; hierarchy: OrgHierarchy; scenarioName: string }) {
  const { t } = useTranslation('tom');
  const utilisation = structure.metrics.capacity_utilization;
  const metrics = hierarchy.org_metrics;
  return (
    <div className="tom-analysis">
      <Card title={t('capacity')}>
        <div className="tom-capacity">
          <span className="metric-value" data-testid="tom-capacity">{utilisation}%</span>
          <div className="tom-bar" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={utilisation} aria-label={t('capacity')}>
            <span style={{ width: `${utilisation}%` }} />
          </div>
          <p className="muted">{t('capacityNote')}</p>
        </div>
      </Card>
      <Card title={t('scalingPlan')}>
        <table className="data-table" aria-label={t('scalingPlan')}>
          <thead><tr>{SCALING_COLUMNS.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{t(`scalingColumns.${c}`)}</th>)}</tr></thead>
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
      <Card title={t('orgMetrics')}>
        <dl className="tom-detail">
          <div><dt>{t('managementLayers')}</dt><dd data-testid="tom-layers">{metrics.management_layers}</dd></div>
          <div><dt>{t('averageSpan')}</dt><dd>{formatDecimal(metrics.average_span_of_control, 1)}</dd></div>
          <div><dt>{t('dataSource')}</dt><dd>{shownDataSource(metrics.data_source, scenarioName)}</dd></div>
        </dl>
        <h3 className="tom-subtitle">{t('spanOfControl')}</h3>
        <ul className="tom-span">
          {Object.entries(metrics.span_of_control).map(([manager, reports]) => <li key={manager}><span>{shownPosition(manager)}</span><strong>{reports}</strong></li>)}
        </ul>
      </Card>
    </div>
  );
}
