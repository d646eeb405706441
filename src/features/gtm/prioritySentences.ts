import { formatCountShort, formatDecimal, formatEuroExact, formatKpiValue, formatMoneyShort, formatMultiple, formatPercent } from '../../ui/figures.ts';
import type { StrategicPriority } from '../../../engine/analysis/gtmPlan.ts';
import { i18n } from '../../i18n/index.ts';

/** A priority's action in the reader's language. */
export function priorityAction(priority: StrategicPriority): string {
  return i18n.t(`gtm:priorityActions.${priority.id}`);
}

/** What a strategic priority says, in the reader's language with its figures in the reader's number format. */
export interface PrioritySentences {
  rationale: string;
  businessCase: string;
  successMetric: string;
  investment: string;
  roi: string;
}

type Sentences = Omit<PrioritySentences, 'investment' | 'roi'>;

function sentencesOf(priority: StrategicPriority): Sentences {
  switch (priority.id) {
    case 'germany': {
      const { undigitizedRides, germanRides, projectedSharePercent, projectedRides } = priority.figures;
      const share = formatPercent(projectedSharePercent);
      return {
        rationale: i18n.t('gtm:prioritySentences.germany.rationale', { undigitized: formatCountShort(undigitizedRides), total: formatCountShort(germanRides) }),
        businessCase: i18n.t('gtm:prioritySentences.germany.businessCase', { share, rides: formatCountShort(projectedRides) }),
        successMetric: i18n.t('gtm:prioritySentences.germany.successMetric', { share }),
      };
    }
    case 'acquisition': {
      const { customerAcquisitionCost2025, customerAcquisitionCost2026, ltvCac2026 } = priority.figures;
      return {
        rationale: i18n.t('gtm:prioritySentences.acquisition.rationale', { cac2025: formatKpiValue(customerAcquisitionCost2025, '€'), cac2026: formatKpiValue(customerAcquisitionCost2026, '€') }),
        businessCase: i18n.t('gtm:prioritySentences.acquisition.businessCase', { ltvCac: formatKpiValue(ltvCac2026, 'x') }),
        successMetric: i18n.t('gtm:prioritySentences.acquisition.successMetric'),
      };
    }
    case 'dach': {
      const revenue = formatMoneyShort(priority.figures.internationalRevenue);
      return {
        rationale: i18n.t('gtm:prioritySentences.dach.rationale', { rides: formatCountShort(priority.figures.crossBorderRides) }),
        businessCase: i18n.t('gtm:prioritySentences.dach.businessCase', { revenue }),
        successMetric: i18n.t('gtm:prioritySentences.dach.successMetric', { revenue }),
      };
    }
    case 'material': {
      const { materialRides, materialPrice, materialRevenue } = priority.figures;
      const revenue = formatMoneyShort(materialRevenue);
      return {
        rationale: i18n.t('gtm:prioritySentences.material.rationale', { rides: formatCountShort(materialRides), price: formatEuroExact(materialPrice) }),
        businessCase: i18n.t('gtm:prioritySentences.material.businessCase', { revenue }),
        successMetric: i18n.t('gtm:prioritySentences.material.successMetric', { revenue }),
      };
    }
    case 'data': {
      const { transportSpend, dataMultiplier, dataUplift } = priority.figures;
      const multiplier = formatMultiple(dataMultiplier, 2);
      return {
        rationale: i18n.t('gtm:prioritySentences.data.rationale', { spend: formatMoneyShort(transportSpend) }),
        businessCase: i18n.t('gtm:prioritySentences.data.businessCase', { multiplier, uplift: formatMoneyShort(dataUplift) }),
        successMetric: i18n.t('gtm:prioritySentences.data.successMetric', { multiplier }),
      };
    }
    case 'ai': {
      const { aiBfsAdvantage, traditionalBenchmark } = priority.figures;
      return {
        rationale: i18n.t('gtm:prioritySentences.ai.rationale', { advantage: formatDecimal(aiBfsAdvantage, 0), benchmark: formatDecimal(traditionalBenchmark, 0) }),
        businessCase: i18n.t('gtm:prioritySentences.ai.businessCase'),
        successMetric: i18n.t('gtm:prioritySentences.ai.successMetric'),
      };
    }
  }
}

/** A priority's return: the plan's LTV/CAC, or return ÷ investment ('—' without investment). */
function returnText(roi: StrategicPriority['roi']): string {
  if (roi.kind === 'ltvCac') return i18n.t('gtm:ltvCacReturn', { ltvCac: formatKpiValue(roi.ltvCac2026, 'x') });
  return roi.multiple === null ? '—' : formatMultiple(roi.multiple);
}

/** Everything a priority says, written at render time (the app redraws when the language or number format changes). */
export function prioritySentences(priority: StrategicPriority): PrioritySentences {
  return {
    ...sentencesOf(priority),
    investment: formatMoneyShort(priority.investmentEur),
    roi: returnText(priority.roi),
  };
}
