import { parseActualsCsv, refusalOf, type CsvProblem } from '../../engine/actuals/csv.ts';
import { readBaselineImport, type BaselineImport } from '../../engine/actuals/importCsv.ts';
import { SETTING_FIELDS, SETTING_KINDS, type Actuals } from '../../engine/actuals/schema.ts';
import { textProblem } from '../../contract/text.ts';

// The server stamps last_updated on every save, so only the other text settings are read from a file.
const TEXT_SETTINGS = SETTING_FIELDS.filter((field) => SETTING_KINDS[field] === 'text' && field !== 'last_updated');

/** The text settings of an imported CSV obey the text rules of every body (contract/text.ts); each refusal at its line. */
function textSettingProblems(csv: string): CsvProblem[] {
  const parsed = parseActualsCsv(csv);
  if (!parsed.ok) return [];
  return TEXT_SETTINGS.flatMap((field) => {
    const problem = textProblem(String(parsed.actuals.settings[field]));
    return problem ? [{ line: parsed.lines.get(field) ?? 0, column: 'value', message: `${field} ${problem}` }] : [];
  });
}

/**
 * A baseline CSV as PUT /api/baseline/actuals reads it (on an upload thread): the engine's import
 * (engine/actuals/importCsv.ts) and the free-text rules of its text settings, every problem in line
 * order (the first of them listed, all counted).
 */
export function readBaselineCsv(csv: string, current: Actuals): BaselineImport {
  const read = readBaselineImport(csv, current);
  const unsafeTexts = textSettingProblems(csv);
  if (read.ok && unsafeTexts.length === 0) return read;
  const refusal = refusalOf([...(read.ok ? [] : read.errors), ...unsafeTexts].sort((a, b) => a.line - b.line));
  return { ...refusal, problemCount: (read.ok ? 0 : read.problemCount) + unsafeTexts.length };
}
