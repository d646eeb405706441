import { formatDecimal, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import { MARKET_STUDY, UNDIGITIZED_MARKET_EUR } from '../../../engine/analysis/gtm.ts';
import type { GtmAnalysis, StrategicPriority } from '../../../engine/analysis/gtmPlan.ts';
import { Card } from '../../ui/Card.tsx';
import { GTM_TEXT as TEXT } from './texts.ts';

const PRIORITY_TONE = { CRITICAL: 'critical', HIGH: 'warning', MEDIUM: 'info' } as const;

/** A change in euros with its sign: "+€1.2M", "−€0.4M", "€0". */
export function signedMoney(value: number): string {
  return `${value > 0 ? '+' : ''}${formatMoneyShort(value)}`;
}

export function PriorityBadge({ priority }: { priority: StrategicPriority['priority'] }) {
  return <span className={`badge badge-${PRIORITY_TONE[priority]}`}>{priority}</span>;
}

/** Executive Summary: 2030 position, opportunity, competitive position, priorities, market table, success factors. */
export function ExecutiveView({ analysis }: { analysis: GtmAnalysis }) {
  const { result } = analysis;
  const planShare = result.planRevenue > 0 ? (result.differenceToPlan / result.planRevenue) * 100 : null;
  const cards = [
    { label: TEXT.marketShare, value: formatPercent(result.projectedGermanSharePercent), testId: 'gtm-share' },
    {
      label: TEXT.revenueProjection, value: formatMoneyShort(result.totalRevenue), testId: 'gtm-revenue',
      detail: (
        <>
          <span className="muted">{TEXT.planRevenue}: <span className="tabular" data-testid="gtm-plan-revenue">{formatMoneyShort(result.planRevenue)}</span></span>
          <span className="muted">
            {TEXT.differenceToPlan}: <span className="tabular" data-testid="gtm-revenue-difference">{signedMoney(result.differenceToPlan)}</span> ({formatPercent(planShare, { signed: true })})
          </span>
        </>
      ),
    },
    { label: TEXT.competitiveAdvantage, value: `${formatDecimal(result.marketLeadershipScore, 0)}/100`, testId: 'gtm-leadership' },
    { label: TEXT.competitiveRisk, value: `${formatDecimal(result.competitiveRisk, 0)}/100`, testId: 'gtm-risk' },
  ];
  return (
    <div className="gtm-view">
      <Card title={TEXT.position2030}>
        <div className="gtm-cards">
          {cards.map((card) => (
            <div key={card.label} className="gtm-figure">
              <span className="metric-label">{card.label}</span>
              <span className="metric-value tabular" data-testid={card.testId}>{card.value}</span>
              {card.detail}
            </div>
          ))}
        </div>
      </Card>
      <div className="gtm-two">
        <Card title={TEXT.marketOpportunity}>
          <p>{TEXT.marketOpportunityText(formatMoneyShort(UNDIGITIZED_MARKET_EUR), formatPercent(result.projectedGermanSharePercent), formatPercent(MARKET_STUDY.targetShare2030Percent))}</p>
        </Card>
        <Card title={TEXT.competitivePosition}>
          <p>{TEXT.competitivePositionText(formatDecimal(result.marketLeadershipScore, 0), formatDecimal(result.competitiveRisk, 0))}</p>
        </Card>
      </div>
      <Card title={TEXT.priorities}>
        <ol className="gtm-priorities" data-testid="gtm-priorities">
          {analysis.priorities.map((p) => (
            <li key={p.id}>
              <div className="gtm-priority-head"><PriorityBadge priority={p.priority} /><strong>{p.action}</strong><span className="badge badge-neutral">{p.timeline}</span></div>
              <p className="muted">{p.rationale}</p>
              <p>{TEXT.businessCase}: {p.businessCase}</p>
              <p className="muted">{TEXT.successMetric}: {p.successMetric} · {TEXT.investment}: {p.investmentRequired} · {TEXT.roi}: {p.roi}</p>
            </li>
          ))}
        </ol>
      </Card>
      <div className="gtm-two">
        <Card title={TEXT.marketStructure}>
          <table className="data-table">
            <thead><tr>{TEXT.structureColumns.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{c}</th>)}</tr></thead>
            <tbody>
              {analysis.marketStructure.map((row) => (
                <tr key={row.label}><th scope="row">{row.label}</th><td className="num tabular">{row.current}</td><td className="num tabular">{row.projected}</td></tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card title={TEXT.successFactors}>
          <ul className="gtm-factors">
            {analysis.successFactors.map((f) => (
              <li key={f.factor}>
                <span>{f.factor}</span>
                <span className={`badge badge-${f.onTrack ? 'good' : 'warning'}`}>{f.lever} · {f.onTrack ? TEXT.onTrack : TEXT.needsWork}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
