import { useAtomValue } from 'jotai';
import { formatCountShort, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import type { DashboardMetrics } from '../../../engine/session/dashboard.ts';
import { keyFiguresAtom } from '../../model/modelState.ts';
import { KEY_DRIVERS_TEXT } from './texts.ts';

const TEXT = KEY_DRIVERS_TEXT.summary;

interface Column {
  id: string;
  title: string;
  growthLabel: string;
  first: number | null;
  last: number | null;
  growth: number | null;
  format: (value: number | null) => string;
}

function columns(m: DashboardMetrics): Column[] {
  return [
    { id: 'revenue', title: TEXT.revenue, growthLabel: TEXT.revenueGrowth, first: m.revenue_2026, last: m.revenue_2030, growth: m.revenue_growth, format: formatMoneyShort },
    { id: 'ebit', title: TEXT.ebit, growthLabel: TEXT.ebitGrowth, first: m.ebit_2026, last: m.ebit_2030, growth: m.ebit_growth, format: formatMoneyShort },
    { id: 'trips', title: TEXT.trips, growthLabel: TEXT.tripsGrowth, first: m.trips_2026, last: m.trips_2030, growth: m.trips_growth, format: formatCountShort },
  ];
}

/**
 * Part 2 §2 summary panel: three columns with 2026 and 2030 values and their growth (CAGR), from
 * the key figures the P&L impact shows too.
 */
export function SummaryPanel() {
  const metrics = useAtomValue(keyFiguresAtom)?.dashboard;
  if (!metrics) return null;
  return (
    <section className="kd-summary card" aria-label={TEXT.label}>
      {columns(metrics).map((column) => (
        <div key={column.id} className="kd-summary-column" data-testid={`summary-${column.id}`}>
          <h2 className="kd-summary-title">{column.title}</h2>
          <dl className="kd-summary-values">
            <div><dt>2026</dt><dd className="tabular">{column.format(column.first)}</dd></div>
            <div><dt>2030</dt><dd className="tabular">{column.format(column.last)}</dd></div>
            <div>
              <dt>{column.growthLabel}</dt>
              <dd className={`tabular kd-growth${(column.growth ?? 0) < 0 ? ' negative' : ''}`} title={column.growth === null ? TEXT.growthUndefinedHint : undefined}>
                {column.growth === null ? TEXT.growthUndefined : formatPercent(column.growth, { signed: true })}
              </dd>
            </div>
          </dl>
        </div>
      ))}
    </section>
  );
}
