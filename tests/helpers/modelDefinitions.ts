import { DEFAULT_MODEL_SOURCE, type ModelSource } from '../../engine/model/definition.ts';
import type { LineDef } from '../../engine/model/types.ts';

/**
 * A model ten times the shipped one, for the bench: the shipped model plus nine copies of every
 * line that takes no actuals, each copy a memo line (no statement, not in any section sum) whose
 * formulas read the copies of the lines they name. Same drivers, so the shipped driver values
 * evaluate it.
 */
export function tenfoldSource(copies = 9): ModelSource {
  const computed = DEFAULT_MODEL_SOURCE.lines.filter((line) => !line.actuals);
  const ids = new Set(computed.map((line) => line.id));
  const renamed = (formula: string, suffix: string) => formula.replace(/\b[a-z][a-z0-9_]*\b/g, (name) => (ids.has(name) ? `${name}${suffix}` : name));
  const copy = (line: LineDef, k: number): LineDef => {
    const suffix = `_copy${k}`;
    const { statement: _statement, label: _label, hgb: _hgb, total: _total, actuals: _actuals, ...rest } = line;
    return {
      ...rest,
      id: `${line.id}${suffix}`,
      section: 'kpi_inputs',
      formula: renamed(line.formula, suffix),
      ...(line.opening === undefined ? {} : { opening: renamed(line.opening, suffix) }),
    };
  };
  const lines = [...DEFAULT_MODEL_SOURCE.lines, ...Array.from({ length: copies }, (_, k) => computed.map((line) => copy(line, k + 1))).flat()];
  return { ...DEFAULT_MODEL_SOURCE, lines };
}
