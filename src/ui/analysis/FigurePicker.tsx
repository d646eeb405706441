import type { AnalysisFigure } from '../../model/analysisFigures.ts';
import { ANALYSIS_YEARS } from '../../model/analysisFigures.ts';
import { FIGURE_PICKER_TEXT as TEXT } from './texts.ts';
import { useShownNames } from './shownNames.ts';

/** The figures offered, grouped: the common ones, the other annual lines, the other KPIs (empty groups left out). */
function groups(figures: readonly AnalysisFigure[]): { label: string; figures: AnalysisFigure[] }[] {
  return [
    { label: TEXT.common, figures: figures.filter((f) => f.common) },
    { label: TEXT.lines, figures: figures.filter((f) => !f.common && f.kind === 'line') },
    { label: TEXT.kpis, figures: figures.filter((f) => !f.common && f.kind === 'kpi') },
  ].filter((group) => group.figures.length > 0);
}

/** A select of figures by their business names (an annual line or a KPI), grouped. */
export function FigureSelect({ id, figures, value, onChange }: { id: string; figures: readonly AnalysisFigure[]; value: string; onChange: (figureId: string) => void }) {
  const names = useShownNames();
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {groups(figures).map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.figures.map((figure) => <option key={figure.id} value={figure.id}>{names.figure(figure.id)}</option>)}
        </optgroup>
      ))}
    </select>
  );
}

/** A select of the forecast years a question can name. */
export function YearSelect({ id, value, onChange }: { id: string; value: number; onChange: (year: number) => void }) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {ANALYSIS_YEARS.map((year) => <option key={year} value={year}>{year}</option>)}
    </select>
  );
}
