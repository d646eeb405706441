import { formatCountShort, formatDecimal, formatMoneyShort, formatMultiple, formatPercent } from '../../../engine/format/number.ts';
import { GTM_BASE, TRADITIONAL_B2B_BENCHMARK } from '../../../engine/analysis/gtm.ts';
import type { GtmAnalysis } from '../../../engine/analysis/gtmPlan.ts';
import { Card } from '../../ui/Card.tsx';
import { PriorityBadge } from './ExecutiveView.tsx';
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

/** Detailed Analysis: DACH cards, portfolio, revenue box, AI/BFS bars, roadmap and the financial impact table. */
export function DetailedView({ analysis }: { analysis: GtmAnalysis }) {
  const { result } = analysis;
  return (
    <div className="gtm-view">
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
            <li><span>{TEXT.patientTransports}</span><span>{TEXT.ridesAt(formatCountShort(GTM_BASE.patientTransportRides), GTM_BASE.patientTransportPrice)}</span></li>
            <li><span>{TEXT.materialTransports}</span><span>{TEXT.ridesAt(formatCountShort(GTM_BASE.materialTransportRides), GTM_BASE.materialTransportPrice)}</span></li>
            <li><span>{TEXT.dataPremium}</span><span>{TEXT.multiplier(formatMultiple(result.dataMultiplier, 2))}</span></li>
          </ul>
        </Card>
        <Card title={TEXT.revenueBox}>
          <ul className="gtm-factors">
            <li><span>{TEXT.revenueParts.arr}</span><strong>{formatMoneyShort(result.projectedArr)}</strong></li>
            <li><span>{TEXT.revenueParts.international}</span><strong>{formatMoneyShort(result.internationalRevenue)}</strong></li>
            <li><span>{TEXT.revenueParts.material}</span><strong>{formatMoneyShort(result.materialRevenue)}</strong></li>
            <li><span>{TEXT.revenueParts.total}</span><strong data-testid="gtm-total-revenue">{formatMoneyShort(result.totalRevenue)}</strong></li>
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
