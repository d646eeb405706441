import { formatCountShort, formatDecimal, formatMoneyShort, formatMultiple, formatPercent } from '../../ui/figures.ts';
import { MARKET_STUDY, TRADITIONAL_B2B_BENCHMARK } from '../../../engine/analysis/gtm.ts';
import type { GtmAnalysis } from '../../../engine/analysis/gtmPlan.ts';
import { Card } from '../../ui/Card.tsx';
import { BaseData } from './BaseData.tsx';
import { PriorityBadge, signedMoney } from './ExecutiveView.tsx';
import { priorityAction } from './prioritySentences.ts';
import { useTranslation } from '../../i18n/index.ts';
import { gtmWords } from './texts.ts';

const IMPACT_COLUMNS = ['line', 'baseline', 'projection', 'multiple'] as const;

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
  const { t } = useTranslation('gtm');
  const { result } = analysis;
  const ridesAt = (rides: number, price: number) => t('ridesAt', { rides: formatCountShort(rides), price });
  const revenueParts = [
    { label: t('revenueParts.plan'), value: formatMoneyShort(result.planRevenue), testId: 'gtm-detail-plan-revenue' },
    { label: t('revenueParts.german'), value: formatMoneyShort(result.germanRevenue) },
    { label: t('revenueParts.international'), value: formatMoneyShort(result.internationalRevenue) },
    { label: t('revenueParts.material'), value: formatMoneyShort(result.materialRevenue) },
    { label: t('revenueParts.data'), value: signedMoney(result.dataUplift) },
    { label: t('revenueParts.total'), value: formatMoneyShort(result.totalRevenue), testId: 'gtm-total-revenue' },
    { label: t('revenueParts.difference'), value: signedMoney(result.differenceToPlan) },
  ];
  return (
    <div className="gtm-view">
      <BaseData plan={analysis.plan} />
      <Card title={t('dach')}>
        <div className="gtm-cards">
          {analysis.dach.map((card) => (
            <div key={card.country} className="gtm-figure">
              <strong>{t(`countries.${card.country}`)}</strong>
              <span className="muted">{t('annualRides')}: {formatCountShort(card.annualRides)}</span>
              <span>{gtmWords(card.positionLabel)}: {formatPercent(card.position)}</span>
              <span>{t('revenue2030')}: <strong>{formatMoneyShort(card.revenue2030)}</strong></span>
            </div>
          ))}
        </div>
      </Card>
      <div className="gtm-two">
        <Card title={t('portfolio')}>
          <ul className="gtm-factors">
            <li><span>{t('patientTransports')}</span><span>{ridesAt(MARKET_STUDY.patientTransportRides, MARKET_STUDY.patientTransportPrice)}</span></li>
            <li><span>{t('materialTransports')}</span><span>{ridesAt(MARKET_STUDY.materialTransportRides, MARKET_STUDY.materialTransportPrice)}</span></li>
            <li><span>{t('dataPremium')}</span><span>{t('multiplier', { value: formatMultiple(result.dataMultiplier, 2), plan: formatMultiple(result.dataMultiplier / result.dataMultiplierVsPlan, 2) })}</span></li>
          </ul>
        </Card>
        <Card title={t('revenueBox')}>
          <ul className="gtm-factors">
            {revenueParts.map((part) => <li key={part.label}><span>{part.label}</span><strong className="tabular" data-testid={part.testId}>{part.value}</strong></li>)}
          </ul>
        </Card>
      </div>
      <Card title={t('aiVsB2b')}>
        <Bar label={t('aiBfs')} value={result.aiBfsAdvantage} />
        <Bar label={t('traditional')} value={TRADITIONAL_B2B_BENCHMARK} />
        <p className="muted">{result.traditionalB2bGap > 0 ? t('gap', { gap: formatDecimal(result.traditionalB2bGap, 0) }) : t('noGap')}</p>
      </Card>
      <Card title={t('roadmap')}>
        <ol className="gtm-roadmap">
          {analysis.roadmap.map((step) => (
            <li key={step.id}><PriorityBadge priority={step.priority} /><span className="badge badge-neutral">{step.timeline}</span><span>{priorityAction(step)}</span></li>
          ))}
        </ol>
      </Card>
      <Card title={t('financialImpact')}>
        <table className="data-table">
          <thead><tr>{IMPACT_COLUMNS.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{t(`impactColumns.${c}`)}</th>)}</tr></thead>
          <tbody>
            {analysis.financialImpact.map((row) => (
              <tr key={row.label}>
                <th scope="row">{gtmWords(row.label)}</th>
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
