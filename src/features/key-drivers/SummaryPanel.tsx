import { useAtomValue } from 'jotai';
import { formatCountShort, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import type { DashboardMetrics } from '../../../engine/session/dashboard.ts';
import type { KeyFigures } from '../../../engine/session/keyFigures.ts';
import { hasKeyFiguresAtom, keyFiguresAtom } from '../../model/modelState.ts';
import { LiveWords, type Words } from '../../ui/LiveWords.tsx';
import { KEY_DRIVERS_TEXT } from './texts.ts';

const TEXT = KEY_DRIVERS_TEXT.summary;

type Metric = keyof DashboardMetrics;
type Label = keyof typeof TEXT;

const metric = (figures: KeyFigures | null, key: Metric): number | null => figures?.dashboard[key] ?? null;

/** A column's 2026 and 2030 values and their growth (CAGR), undefined growth said in words with a hint why. */
function column(id: string, title: Label, growthLabel: Label, [first, last, growth]: [Metric, Metric, Metric], format: (value: number | null) => string) {
  return {
    id,
    title,
    growthLabel,
    first: (figures: KeyFigures | null): Words => ({ text: format(metric(figures, first)) }),
    last: (figures: KeyFigures | null): Words => ({ text: format(metric(figures, last)) }),
    growth: (figures: KeyFigures | null): Words => {
      const value = metric(figures, growth);
      if (value === null) return { text: TEXT.growthUndefined, title: TEXT.growthUndefinedHint };
      return { text: formatPercent(value, { signed: true }), negative: value < 0 };
    },
  };
}

// Made once: LiveWords subscribes once per figure and keeps its subscription while the function stays the same.
const COLUMNS = [
  column('revenue', 'revenue', 'revenueGrowth', ['revenue_2026', 'revenue_2030', 'revenue_growth'], formatMoneyShort),
  column('ebit', 'ebit', 'ebitGrowth', ['ebit_2026', 'ebit_2030', 'ebit_growth'], formatMoneyShort),
  column('trips', 'trips', 'tripsGrowth', ['trips_2026', 'trips_2030', 'trips_growth'], formatCountShort),
];

/**
 * Part 2 §2 summary panel: three columns with 2026 and 2030 values and their growth (CAGR), from
 * the key figures the P&L impact shows too. It renders once; its figures follow the key figures by
 * themselves (LiveWords), so a slider's move renders nothing here.
 */
export function SummaryPanel() {
  const shown = useAtomValue(hasKeyFiguresAtom);
  if (!shown) return null;
  return (
    <section className="kd-summary card" aria-label={TEXT.label}>
      {COLUMNS.map((column) => (
        <div key={column.id} className="kd-summary-column" data-testid={`summary-${column.id}`}>
          <h2 className="kd-summary-title">{TEXT[column.title]}</h2>
          <dl className="kd-summary-values">
            <div><dt>2026</dt><LiveWords as="dd" className="tabular" source={keyFiguresAtom} words={column.first} /></div>
            <div><dt>2030</dt><LiveWords as="dd" className="tabular" source={keyFiguresAtom} words={column.last} /></div>
            <div>
              <dt>{TEXT[column.growthLabel]}</dt>
              <LiveWords as="dd" className="tabular kd-growth" source={keyFiguresAtom} words={column.growth} />
            </div>
          </dl>
        </div>
      ))}
    </section>
  );
}
