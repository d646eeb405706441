import { formatCountShort, formatEuroExact, formatKpiValue, formatPercent, formatWholeNumber } from '../../ui/figures.ts';
import { MARKET_STUDY } from '../../../engine/analysis/gtm.ts';
import type { GtmPlan } from '../../../engine/analysis/gtmStart.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';

/**
 * The simulator's base data, split by where it comes from: our own 2025 figures from the model
 * (the same values the P&L and the KPI tabs show) and the market study's DACH volumes and prices.
 */
export function BaseData({ plan }: { plan: GtmPlan }) {
  const { t } = useTranslation('gtm');
  const ridesAt = (rides: number, price: number) => t('ridesAt', { rides: formatCountShort(rides), price });
  const ours = [
    { label: t('startingRows.arr'), value: formatEuroExact(plan.arr2025), testId: 'gtm-arr-2025' },
    { label: t('startingRows.clients'), value: formatWholeNumber(plan.clients2025), testId: 'gtm-clients-2025' },
    { label: t('startingRows.rides'), value: formatWholeNumber(plan.rides2025), testId: 'gtm-rides-2025' },
    { label: t('startingRows.grossMargin'), value: formatKpiValue(plan.grossMargin2025, '%'), testId: 'gtm-gross-margin-2025' },
    { label: t('startingRows.cac'), value: formatKpiValue(plan.customerAcquisitionCost2025, '€'), testId: 'gtm-cac-2025', note: t('cacDefinition') },
    { label: t('startingRows.ltvCac'), value: formatKpiValue(plan.ltvCac2026, 'x'), testId: 'gtm-ltv-cac-2026' },
  ];
  const study = [
    { label: t('marketRows.germany'), value: t('digitised', { total: formatCountShort(MARKET_STUDY.germanyRides), digital: formatCountShort(MARKET_STUDY.germanyDigitizedRides) }) },
    { label: t('marketRows.switzerland'), value: formatCountShort(MARKET_STUDY.switzerlandRides) },
    { label: t('marketRows.austria'), value: formatCountShort(MARKET_STUDY.austriaRides) },
    { label: t('marketRows.patient'), value: ridesAt(MARKET_STUDY.patientTransportRides, MARKET_STUDY.patientTransportPrice) },
    { label: t('marketRows.material'), value: ridesAt(MARKET_STUDY.materialTransportRides, MARKET_STUDY.materialTransportPrice) },
    { label: t('marketRows.targetShare'), value: formatPercent(MARKET_STUDY.targetShare2030Percent) },
  ];
  return (
    <div className="gtm-two">
      <Card title={t('startingPoint')}>
        <ul className="gtm-factors">
          {ours.map((row) => (
            <li key={row.label}>
              <span>{row.label}{row.note ? <span className="muted gtm-note">{row.note}</span> : null}</span>
              <strong className="tabular" data-testid={row.testId}>{row.value}</strong>
            </li>
          ))}
        </ul>
        <p className="muted gtm-source">{t('modelSource')}</p>
      </Card>
      <Card title={t('marketStudy')}>
        <ul className="gtm-factors">
          {study.map((row) => <li key={row.label}><span>{row.label}</span><strong className="tabular">{row.value}</strong></li>)}
        </ul>
        <p className="muted gtm-source">{t('marketStudySource')}</p>
      </Card>
    </div>
  );
}
