import { memo } from 'react';
import { IMPACT_BARS, IMPACT_TEXT, type impactTone } from './texts.ts';

type Tone = ReturnType<typeof impactTone>;

/** A driver's impact as three bars filled by level, in one neutral colour (texts.ts says why not red). */
export const ImpactMarker = memo(function ImpactMarker({ tone }: { tone: Tone }) {
  const label = IMPACT_TEXT.marker(IMPACT_TEXT.level(tone));
  return (
    <span className={`kd-impact kd-impact-${tone}`} role="img" title={label} aria-label={label} data-impact={tone}>
      {[1, 2, 3].map((bar) => <span key={bar} className={`kd-impact-bar${bar <= IMPACT_BARS[tone] ? ' kd-impact-bar-on' : ''}`} />)}
    </span>
  );
});

/** The legend above the cards: what the marker means, one example per level. */
export function ImpactLegend() {
  return (
    <p className="kd-impact-legend muted" aria-label={IMPACT_TEXT.legendLabel} role="note">
      {(['high', 'medium', 'low'] as const).map((tone) => (
        <span key={tone} className="kd-impact-legend-item"><ImpactMarker tone={tone} /> {IMPACT_TEXT.level(tone)}</span>
      ))}
      <span>{IMPACT_TEXT.legend}</span>
    </p>
  );
}
