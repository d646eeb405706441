import { useAtomValue } from 'jotai';
import { formatEuroExact, formatPercent, formatPnl } from '../../ui/figures.ts';
import { keyFiguresAtom } from '../../model/modelState.ts';
import { KEY_FIGURE_YEARS } from '../../../engine/session/keyFigures.ts';
import { KEY_DRIVERS_TEXT } from './texts.ts';

const TEXT = KEY_DRIVERS_TEXT.pnl;

/**
 * Part 2 §2 'Real-Time P&L Impact Analysis': one card per forecast year with revenue, EBITDA and
 * margin, straight from the worker (keyFiguresAtom: during a drag, the preview's key figures sent
 * ahead of its snapshot). Each figure carries its exact euros as a tooltip.
 */
export function PnlImpact() {
  const figures = useAtomValue(keyFiguresAtom);
  if (!figures) return null;
  return (
    <section className="kd-pnl" aria-labelledby="kd-pnl-title">
      <div className="kd-section-head">
        <h2 id="kd-pnl-title" className="card-title">{KEY_DRIVERS_TEXT.pnlTitle}</h2>
        <p className="muted">{KEY_DRIVERS_TEXT.pnlHint}</p>
      </div>
      <div className="kd-pnl-grid" data-testid="pnl-impact">
        {KEY_FIGURE_YEARS.map((year) => {
          const { revenue = null, ebitda = null, operatingMargin: margin = null } = figures.years[year] ?? {};
          return (
            <article key={year} className="card kd-pnl-card" aria-label={KEY_DRIVERS_TEXT.pnlYear(year)}>
              <h3 className="kd-pnl-year">{year}</h3>
              <dl>
                <div><dt>{TEXT.revenue}</dt><dd className="tabular" data-testid={`pnl-${year}-revenue`} title={formatEuroExact(revenue)}>{formatPnl(revenue)}</dd></div>
                <div><dt>{TEXT.ebitda}</dt><dd className={`tabular${(ebitda ?? 0) < 0 ? ' negative' : ''}`} data-testid={`pnl-${year}-ebitda`} title={formatEuroExact(ebitda)}>{formatPnl(ebitda)}</dd></div>
                <div><dt>{TEXT.margin}</dt><dd className={`tabular${(margin ?? 0) < 0 ? ' negative' : ''}`} data-testid={`pnl-${year}-margin`}>{formatPercent(margin)}</dd></div>
              </dl>
            </article>
          );
        })}
      </div>
    </section>
  );
}
