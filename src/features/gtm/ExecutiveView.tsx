import { formatDecimal, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import { MARKET_STUDY, UNDIGITIZED_MARKET_EUR } from '../../../engine/analysis/gtm.ts';
import type { GtmAnalysis, StrategicPriority } from '../../../engine/analysis/gtmPlan.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { gtmWords } from './texts.ts';
import { priorityAction, prioritySentences } from './prioritySentences.ts';

const STRUCTURE_COLUMNS = ['metric', 'today', 'projection'] as const;

const PRIORITY_TONE = { CRITICAL: 'critical', HIGH: 'warning', MEDIUM: 'info' } as const;

/** A change in euros with its sign: "+€1.2M", "−€0.4M", "€0". */
export function signedMoney(value: number): string {
  return `${value > 0 ? '+' : ''}${formatMoneyShort(value)}`;
}

export function PriorityBadge({ priority }: { priority: StrategicPriority['priority'] }) {
  const { t } = useTranslation('gtm');
  return <span className={`badge badge-${PRIORITY_TONE[priority]}`}>{t(`priorityLevels.${priority}`)}</span>;
}

/** Executive Summary: 2030 position, opportunity, competitive position, priorities, market table, success factors. */
export function ExecutiveView({ analysis }: { analysis: GtmAnalysis }) {
  const { t } = useTranslation('gtm');
  const { result } = analysis;
  const planShare = result.planRevenue > 0 ? (result.differenceToPlan / result.planRevenue) * 100 : null;
  const cards = [
    { label: t('marketShare'), value: formatPercent(result.projectedGermanSharePercent), testId: 'gtm-share' },
    {
      label: t('revenueProjection'), value: formatMoneyShort(result.totalRevenue), testId: 'gtm-revenue',
      detail: (
        <>
          <span className="muted">{t('planRevenue')}: <span className="tabular" data-testid="gtm-plan-revenue">{formatMoneyShort(result.planRevenue)}</span></span>
          <span className="muted">
            {t('differenceToPlan')}: <span className="tabular" data-testid="gtm-revenue-difference">{signedMoney(result.differenceToPlan)}</span> ({formatPercent(planShare, { signed: true })})
          </span>
        </>
      ),
    },
    { label: t('competitiveAdvantage'), value: `${formatDecimal(result.marketLeadershipScore, 0)}/100`, testId: 'gtm-leadership' },
    { label: t('competitiveRisk'), value: `${formatDecimal(result.competitiveRisk, 0)}/100`, testId: 'gtm-risk' },
  ];
  return (
    <div className="gtm-view">
      <Card title={t('position2030')}>
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
        <Card title={t('marketOpportunity')}>
          <p>{t('marketOpportunityText', { market: formatMoneyShort(UNDIGITIZED_MARKET_EUR), share: formatPercent(result.projectedGermanSharePercent), target: formatPercent(MARKET_STUDY.targetShare2030Percent) })}</p>
        </Card>
        <Card title={t('competitivePosition')}>
          <p>{t('competitivePositionText', { score: formatDecimal(result.marketLeadershipScore, 0), risk: formatDecimal(result.competitiveRisk, 0) })}</p>
        </Card>
      </div>
      <Card title={t('priorities')}>
        <ol className="gtm-priorities" data-testid="gtm-priorities">
          {analysis.priorities.map((p) => {
            const says = prioritySentences(p);
            return (
              <li key={p.id}>
                <div className="gtm-priority-head"><PriorityBadge priority={p.priority} /><strong>{priorityAction(p)}</strong><span className="badge badge-neutral">{p.timeline}</span></div>
                <p className="muted">{says.rationale}</p>
                <p>{t('businessCase')}: {says.businessCase}</p>
                <p className="muted">{t('successMetric')}: {says.successMetric} · {t('investment')}: {says.investment} · {t('roi')}: {says.roi}</p>
              </li>
            );
          })}
        </ol>
      </Card>
      <div className="gtm-two">
        <Card title={t('marketStructure')}>
          <table className="data-table">
            <thead><tr>{STRUCTURE_COLUMNS.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{t(`structureColumns.${c}`)}</th>)}</tr></thead>
            <tbody>
              {analysis.marketStructure.map((row) => (
                <tr key={row.label}><th scope="row">{gtmWords(row.label)}</th><td className="num tabular">{row.current}</td><td className="num tabular">{row.projected}</td></tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card title={t('successFactors')}>
          <ul className="gtm-factors">
            {analysis.successFactors.map((f) => (
              <li key={f.factor}>
                <span>{gtmWords(f.factor)}</span>
                <span className={`badge badge-${f.onTrack ? 'good' : 'warning'}`}>{f.lever} · {f.onTrack ? t('onTrack') : t('needsWork')}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
