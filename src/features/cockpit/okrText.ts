import { formatEuroExact, formatPercentFloor, formatWholeNumber } from '../../ui/figures.ts';
import { OKR_THRESHOLDS, type Okr } from '../../../engine/session/okrs.ts';
import { COCKPIT_TEXT as TEXT, OKR_TEXT } from './texts.ts';

/* The words and figures an OKR card shows beside its status, kept apart from the card so tests read them as the screen does. */

function exact(okr: Okr, value: number | null): string {
  if (okr.unit === '€') return formatEuroExact(value);
  return okr.unit === 'rides' ? TEXT.rides(formatWholeNumber(value)) : `${formatWholeNumber(value)} ${okr.unit}`;
}

/** The attainment beside the badge: cut, never rounded up, so it cannot read better than the status. */
export function attainmentLine(okr: Okr): string {
  if (okr.attainment === null) return okr.target_2026 === null ? TEXT.noTarget : TEXT.zeroTarget;
  return `${formatPercentFloor(okr.attainment, 1)} ${TEXT.ofTarget}`;
}

/** The badge's hover and screen-reader text: exact attainment, forecast, target, the rule, the remedy. */
export function okrHint(okr: Okr): string {
  const figures = okr.target_2026 === null ? TEXT.noTargetRule
    : okr.attainment === null ? TEXT.zeroTargetRule(exact(okr, okr.forecast_2026))
    : TEXT.attainmentRule(formatPercentFloor(okr.attainment, 2), exact(okr, okr.forecast_2026), exact(okr, okr.target_2026));
  return [figures, TEXT.thresholds(OKR_THRESHOLDS.good, OKR_THRESHOLDS.warning), OKR_TEXT.remedy(okr)].filter(Boolean).join(' ');
}
