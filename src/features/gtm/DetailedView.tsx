import { formatCountShort, formatDecimal, formatMoneyShort, formatMultiple, formatPercent } from '../../ui/figures.ts';
import { MARKET_STUDY, TRADITIONAL_B2B_BENCHMARK } from '../../../engine/analysis/gtm.ts';
import type { GtmAnalysis } from '../../../engine/analysis/gtmPlan.ts';
import { Card } from '../../ui/Card.tsx';
import { BaseData } from './BaseData.tsx';
import { PriorityBadge, signedMoney } from './ExecutiveView.tsx';
import { GTM_TEXT as TEXT } from './texts.ts';

function Bar({ label, value }: { label: string; value: number }) {
  return (
    <div className="gtm-bar-row">
      <span>{label}</span>
      <div className="gtm-bar" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}><span style={{ width: `${value}%` }} /></div>
      <strong className="tabular">{formatDecimal(value, 0)}</strong>
    </div>
  );
}

/** Detailed Analysis: base data, DACH cards, portfolio, revenue box, AI/BFS bars, roadmap and the financial impact table. */
export function DetailedView({ analysis }: { analysis: GtmAnalysis }) {
  const { result } = analysis;
  const revenueParts = [
    { label: TEXT.revenueParts.plan, value: formatMoneyShort(result.planRevenue), testId: 'gtm-detail-plan-revenue' },
    { label: TEXT.revenueParts.german, value: formatMoneyShort(result.germanRevenue) },
    { label: TEXT.revenueParts.international, value: formatMoneyShort(result.internationalRevenue) },
    { label: TEXT.revenueParts.material, value: formatMoneyShort(result.materialRevenue) },
    { label: TEXT.revenueParts.data, value: signedMoney(result.dataUplift) },
    { label: TEXT.revenueParts.total, value: formatMoneyShort(result.totalRevenue), testId: 'gtm-total-revenue' },
    { label: TEXT.revenueParts.difference, value: signedMoney(result.differenceToPlan) },
  ];
  return (
    <div className="gtm-view">
      <BaseData plan={analysis.plan} />
      <Card title={TEXT.dach}>
        <div className="gtm-cards">
          {analysis.dach.map((card) => (
            <div key={card.country} className="gtm-figure">
              <strong>{card.country}</strong>
              <span className="muted">{TEXT.annualRides}: {formatCountShort(card.annualRides)}</span>
              <span>{card.positionLabel}: {formatPercent(card.position)}</span>
              <span>{TEXT.revenue2030}: <strong>{formatMoneyShort(card.revenue2030)}</strong></span>
            </div>
          ))}
        </div>
      </Card>
      <div className="gtm-two">
        <Card title={TEXT.portfolio}>
          <ul className="gtm-factors">
            <li><span>{TEXT.patientTransports}</span><span>{TEXT.ridesAt(formatCountShort(MARKET_STUDY.patientTransportRides), MARKET_STUDY.patientTransportPrice)}</span></li>
            <li><span>{TEXT.materialTransports}</span><span>{TEXT.ridesAt(formatCountShort(MARKET_STUDY.materialTransportRides), MARKET_STUDY.materialTransportPrice)}</span></li>
            <li><span>{TEXT.dataPremium}</span><span>{TEXT.multiplier(formatMultiple(result.dataMultiplier, 2), formatMultiple(result.dataMultiplier / result.dataMultiplierVsPlan, 2))}</span></li>
          </ul>
        </Card>
        <Card title={TEXT.revenueBox}>
          <ul className="gtm-factors">
            {revenueParts.map((part) => <li key={part.label}><span>{part.label}</span><strong className="tabular" data-testid={part.testId}>{part.value}</strong></li>)}
          </ul>
        </Card>
      </div>
      <Card title={TEXT.aiVsB2b}>
        <Bar label={TEXT.aiBfs} value={result.aiBfsAdvantage} />
        <Bar label={TEXT.traditional} value={TRADITIONAL_B2B_BENCHMARK} />
        <p className="muted">{result.traditionalB2bGap > 0 ? TEXT.gap(formatDecimal(result.traditionalB2bGap, 0)) : TEXT.noGap}</p>
      </Card>
      <Card title={TEXT.roadmap}>
        <ol className="gtm-roadmap">
          {analysis.roadmap.map((step) => (
            <li key={step.id}><PriorityBadge priority={step.priority} /><span className="badge badge-neutral">{step.timeline}</span><span>{step.action}</span></li>
          ))}
        </ol>
      </Card>
      <Card title={TEXT.financialImpact}>
        <table className="data-table">
          <thead><tr>{TEXT.impactColumns.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{c}</th>)}</tr></thead>
          <tbody>
            {analysis.financialImpact.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="num tabular">{formatMoneyShort(row.baseline2025)}</td>
                <td className="num tabular">{formatMoneyShort(row.projection2030)}</td>
                <td className="num tabular">{row.growthMultiple === null ? '—' : formatMultiple(row.growthMultiple)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
