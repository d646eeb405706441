import { PERIOD_MARKING_LEGEND } from '../../../engine/format/periodMarking.ts';

/** The key to the actual/forecast marks of a statement's period headers, shown under the grid. */
export function PeriodLegend() {
  return <p className="muted period-legend" data-testid="period-legend">{PERIOD_MARKING_LEGEND}</p>;
}
