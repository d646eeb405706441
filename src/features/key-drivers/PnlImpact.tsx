import { useAtomValue } from 'jotai';
import { formatEuroExact, formatPercent, formatPnl } from '../../ui/figures.ts';
import { hasKeyFiguresAtom, keyFiguresAtom } from '../../model/modelState.ts';
import { KEY_FIGURE_YEARS, type KeyFigures, type KeyFigureYear } from '../../../engine/session/keyFigures.ts';
import { LiveWords, type Words } from '../../ui/LiveWords.tsx';
import { KEY_DRIVERS_TEXT } from './texts.ts';

const TEXT = KEY_DRIVERS_TEXT.pnl;

type Figure = keyof KeyFigureYear;

/** A year's figure as the card writes it: money to the precision of the P&L with its exact euros as a tooltip, the margin in percent. */
function figureWords(year: number, figure: Figure): (figures: KeyFigures | null) => Words {
  return (figures) => {
    const value = figures?.years[year]?.[figure] ?? null;
    if (figure === 'operatingMargin') return { text: formatPercent(value), negative: (value ?? 0) < 0 };
    return { text: formatPnl(value), title: formatEuroExact(value), negative: figure === 'ebitda' && (value ?? 0) < 0 };
  };
}

// Made once: LiveWords subscribes once per figure and keeps its subscription while the function stays the same.
const CARDS = KEY_FIGURE_YEARS.map((year) => ({
  year,
  revenue: figureWords(year, 'revenue'),
  ebitda: figureWords(year, 'ebitda'),
  operatingMargin: figureWords(year, 'operatingMargin'),
}));

/**
 * Part 2 §2 'Real-Time P&L Impact Analysis': one card per forecast year with revenue, EBITDA and
 * margin, straight from the worker (keyFiguresAtom: during a drag, the preview's key figures sent
 * ahead of its snapshot). Each figure carries its exact euros as a tooltip. The cards render once;
 * their figures follow the key figures by themselves (LiveWords), so a slider's move renders none.
 */
export function PnlImpact() {
  const shown = useAtomValue(hasKeyFiguresAtom);
  if (!shown) return null;
  return (
    <section className="kd-pnl" aria-labelledby="kd-pnl-title">
      <div className="kd-section-head">
        <h2 id="kd-pnl-title" className="card-title">{KEY_DRIVERS_TEXT.pnlTitle}</h2>
        <p className="muted">{KEY_DRIVERS_TEXT.pnlHint}</p>
      </div>
      <div className="kd-pnl-grid" data-testid="pnl-impact">
        {CARDS.map(({ year, ...words }) => (
          <article key={year} className="card kd-pnl-card" aria-label={KEY_DRIVERS_TEXT.pnlYear(year)}>
            <h3 className="kd-pnl-year">{year}</h3>
            <dl>
              <div><dt>{TEXT.revenue}</dt><LiveWords as="dd" className="tabular" data-testid={`pnl-${year}-revenue`} source={keyFiguresAtom} words={words.revenue} /></div>
              <div><dt>{TEXT.ebitda}</dt><LiveWords as="dd" className="tabular" data-testid={`pnl-${year}-ebitda`} source={keyFiguresAtom} words={words.ebitda} /></div>
              <div><dt>{TEXT.margin}</dt><LiveWords as="dd" className="tabular" data-testid={`pnl-${year}-margin`} source={keyFiguresAtom} words={words.operatingMargin} /></div>
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
