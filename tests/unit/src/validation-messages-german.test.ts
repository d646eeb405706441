import { afterEach, describe, expect, it } from 'vitest';
import { applyDataMask, deriveDataMask, type DataMaskProblem } from '../../../engine/actuals/dataMask.ts';
import { draftOf, readDataMaskDraft } from '../../../engine/actuals/validation.ts';
import { DEFAULT_MODEL_SOURCE, type ModelSource } from '../../../engine/model/definition.ts';
import { checkModelSource } from '../../../engine/model/definitionCheck.ts';
import { driverValueProblem } from '../../../engine/session/validate.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { fieldProblemText } from '../../../src/features/baseline-data/fieldProblems.ts';
import { checkMessage } from '../../../src/features/model/problemWords.ts';
import { driverProblemText } from '../../../src/features/key-drivers/grid/messages.ts';
import { baselineActuals, baselineCsv } from '../../helpers/fixtures.ts';
import { parseActualsCsv } from '../../../engine/actuals/csv.ts';
import { readBaselineImport } from '../../../engine/actuals/importCsv.ts';
import { csvProblemText } from '../../../src/features/baseline-data/csvProblems.ts';
import { parseMonthlyActualsCsv } from '../../../engine/actuals/monthlyActualsCsv.ts';
import { fileProblemText } from '../../../src/features/monthly-actuals/fileProblems.ts';
import { readTypedCell } from '../../../src/features/monthly-actuals/sheet.ts';

/**
 * Messages the engine makes in English when an input is refused, as the screens show them (issue
 * 30): the Baseline Data fields' problems, the Model editor's definition check and the engine's
 * refusal of a driver value. In English each is the engine's message word for word; in German
 * each is German.
 */

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** Each message in English as the engine wrote it, then in German as something else. */
async function expectWordedInGerman<T>(found: readonly T[], english: (item: T) => string, shown: (item: T) => string): Promise<string[]> {
  expect(found.length).toBeGreaterThan(0);
  for (const item of found) expect(shown(item)).toBe(english(item));
  await i18n.changeLanguage('de');
  const german = found.map(shown);
  found.forEach((item, index) => expect(german[index], english(item)).not.toBe(english(item)));
  return german;
}

describe('the Baseline Data fields\' problems', () => {
  const actuals = baselineActuals();
  const mask = deriveDataMask(actuals);

  it('say every check of a typed value in German, by the field\'s German label', async () => {
    const draft = { ...draftOf(mask), revenue_2024: '', rides_2024: '12,5', medical_clients_2025: '-3', capital_injection_date: '2031-01' };
    const reading = readDataMaskDraft(draft, mask);
    const forms = reading.fieldProblems.map((problem) => problem.form);
    expect(forms).toEqual(expect.arrayContaining(['required', 'notANumber', 'atLeast', 'monthBetween']));
    const german = await expectWordedInGerman(reading.fieldProblems, (problem) => problem.message, fieldProblemText);
    expect(german).toContain('Umsatzerlöse 2024 ist erforderlich');
    expect(german.join(' ')).not.toMatch(/\b(must|is required)\b/);
  });

  it('say a contradiction between two changed fields in German, naming both', async () => {
    const clash = applyDataMask(actuals, { ...mask, ebitda_2025: -800_000, monthly_burn_2025: 100_000 });
    const tooHigh = applyDataMask(actuals, { ...mask, ebitda_2025: 2_000_000 });
    const problems: DataMaskProblem[] = [...(clash.ok ? [] : clash.errors), ...(tooHigh.ok ? [] : tooHigh.errors)];
    expect(problems.map((problem) => problem.form)).toEqual(['contradicts', 'aboveGrossProfit']);
    const [contradiction] = await expectWordedInGerman(problems, (problem) => problem.message, fieldProblemText);
    expect(contradiction).toMatch(/^EBITDA 2025 und .+ widersprechen sich/);
  });
});

describe('the problems of a refused baseline CSV', () => {
  const lines = baselineCsv().trimEnd().split('\n');
  const edited = (change: (line: string) => string | null) => lines.map(change).filter((line) => line !== null).join('\n');

  it('say each problem in German at its line: the file\'s own checks, a part 1 §5 rule and a field\'s bounds', async () => {
    const broken = edited((line) => {
      if (line.startsWith('rides,')) return line.replace(/^rides,,(\d+)/, 'rides,,12x');
      if (line.startsWith('medical_rides,')) return line.replace(/^medical_rides,,(\d+)/, 'medical_rides,,-$1');
      if (line.startsWith('capital_injection_date,')) return line.replace(/^capital_injection_date,[^,]*/, 'capital_injection_date,soon');
      if (line.startsWith('monthly_growth_rate,')) return null;
      return line;
    }) + `\nno_such_field,1${','.repeat(24)}\nrides,1`;
    const parsed = parseActualsCsv(broken);
    if (parsed.ok) throw new Error('the broken CSV was read');
    const saveCheck = readBaselineImport(edited((line) => line
      .replace(/^monthly_growth_rate,[^,]*/, 'monthly_growth_rate,60')
      .replace(/^capital_injection_amount,[^,]*/, 'capital_injection_amount,600000000')), baselineActuals());
    if (saveCheck.ok) throw new Error('the growth rate of 60 % was accepted');
    const problems = [...parsed.errors, ...saveCheck.errors];
    const german = await expectWordedInGerman(problems, (problem) => problem.message, (problem) => csvProblemText(problem.message));
    expect(german).toEqual(expect.arrayContaining([
      'rides 2024-01 muss eine Zahl sein, erhalten: „12x“',
      'Unbekanntes Feld „no_such_field“',
      'Die monatliche Wachstumsrate sollte zwischen 0% und 50% liegen',
    ]));
    expect(german.join('\n')).toMatch(/darf höchstens 500\.000\.000 betragen/);
    expect(problems.map((problem) => problem.line).every((line) => line > 0)).toBe(true);
  });
});

describe('the problems of a refused monthly-actuals file and a typed value', () => {
  it('say each problem in German at its line, months and line ids as the file has them', async () => {
    const read = parseMonthlyActualsCsv([
      'month,line,value',
      '2026-01,employees,-1',
      '2026-13,employees,3',
      '2026-02,no_such_line,3',
      '2026-02,employees,1.000,5',
      '2026-04,employees,1e99',
      '2026-05,employees,3',
      '2026-05,employees,4',
    ].join('\n'));
    if (read.ok) throw new Error('the broken file was read');
    const german = await expectWordedInGerman(read.errors, (problem) => problem.message, (problem) => fileProblemText(problem.message));
    expect(german).toContain('employees darf nicht negativ sein (-1)');
    expect(read.errors.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6, 8]);
  });

  it('say a typed value\'s refusal in German, the line by its German name', async () => {
    await i18n.changeLanguage('de');
    const refused = readTypedCell('engineering_ftes', '20000');
    expect(refused.ok || refused.message).toMatch(/^.+ darf höchstens 10,000 FTE betragen \(20000\)/);
  });
});

describe('the Model editor\'s definition check', () => {
  it('says the problems of a broken draft in German, ids kept', async () => {
    const [template] = DEFAULT_MODEL_SOURCE.lines.filter((line) => line.section === 'opex' && !line.total);
    if (!template) throw new Error('no opex line');
    const line = (id: string, formula: string) => ({ ...template, id, formula, actuals: undefined });
    const broken: ModelSource = {
      ...DEFAULT_MODEL_SOURCE,
      lines: [
        ...DEFAULT_MODEL_SOURCE.lines,
        line('typo_line', 'no_such_name * 2'),
        line('open_bracket', '(1 + 2'),
        line('compared', 'IF(1 > 2, 1, 0) + (3 > 4)'),
        line('wrong_args', 'IF(1)'),
        line('Bad Id', '1'),
      ],
      derived: [...DEFAULT_MODEL_SOURCE.derived, { ...DEFAULT_MODEL_SOURCE.derived[0]!, id: 'reads_line', formula: 'typo_line' }],
    };
    const problems = checkModelSource(broken);
    expect(problems.map((problem) => problem.code)).toEqual(expect.arrayContaining(['unknown_name', 'syntax', 'comparison', 'arguments', 'invalid_id', 'not_here']));
    const german = await expectWordedInGerman(problems, (problem) => problem.message, (problem) => checkMessage(problem.message));
    expect(german).toContain('no_such_name ist weder Treiber noch abgeleiteter Wert noch Position des Modells');
  });
});

describe('the engine\'s refusal of a driver value', () => {
  it('says why in German, by the driver\'s id', async () => {
    const refusals = [
      driverValueProblem('sales_team_size', 'many'),
      driverValueProblem('sales_team_size', 1e9),
      driverValueProblem('sales_team_size', 7.5),
      driverValueProblem('no_such_driver', 1),
    ].filter((problem) => problem !== null);
    expect(refusals.map((problem) => problem.code)).toEqual(['not_a_number', 'out_of_bounds', 'not_whole', 'unknown_driver']);
    const german = await expectWordedInGerman(refusals, (problem) => problem.message, (problem) => driverProblemText(problem.message));
    expect(german[1]).toMatch(/^sales_team_size muss zwischen .+ und .+ liegen, erhalten: 1000000000$/);
  });
});
