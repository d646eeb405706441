import { describe, expect, it } from 'vitest';
import { applyDataMask, changedDataMaskFields, deriveDataMask } from '../../../engine/actuals/dataMask.ts';
import { DATA_MASK_FIELDS } from '../../../engine/actuals/dataMaskFields.ts';
import { parseActualsCsv, serializeActualsCsv } from '../../../engine/actuals/csv.ts';
import { readBaselineImport } from '../../../engine/actuals/importCsv.ts';
import { OPENING_BALANCE_DEFAULTS, OPENING_BALANCE_FIELDS, OPENING_BALANCE_SETTINGS } from '../../../engine/actuals/schema.ts';
import { readDataMaskDraft, draftOf, validateDataMask } from '../../../engine/actuals/validation.ts';
import { SETTING_NAME_BY_ID } from '../../../engine/model/baselineSettings.ts';
import { openingBalanceSheet } from '../../../engine/session/openingBalance.ts';
import { baselineActuals, baselineCsv } from '../../helpers/fixtures.ts';

const valueOf = (rows: ReturnType<typeof openingBalanceSheet>, id: string) => rows.find((row) => row.id === id)?.value;

describe('the opening balance at 31 Dec 2025 on the data mask', () => {
  it('holds every field of OPENING_BALANCE_SETTINGS with its one label, unit kind and bounds (the workbook\'s names read the same labels)', () => {
    const mask = deriveDataMask(baselineActuals());
    for (const field of OPENING_BALANCE_FIELDS) {
      const setting = OPENING_BALANCE_SETTINGS[field];
      expect(mask[field]).toBe(OPENING_BALANCE_DEFAULTS[field]);
      expect(DATA_MASK_FIELDS[field]).toMatchObject({ label: setting.label, min: setting.min, max: setting.max, whole: 'whole' in setting });
      expect(SETTING_NAME_BY_ID.get(field)?.label).toBe(setting.label);
    }
    expect(DATA_MASK_FIELDS.loans_2025_rate.kind).toBe('percent');
    expect(DATA_MASK_FIELDS.fixed_assets_2025_life_months.kind).toBe('months');
    expect(DATA_MASK_FIELDS.receivables_2025.kind).toBe('euro');
  });

  it('stores a changed value as the setting, leaves the monthly actuals alone, and round-trips through the CSV', () => {
    const actuals = baselineActuals();
    const mask = { ...deriveDataMask(actuals), receivables_2025: 48_250, tax_loss_carryforward_kst_2025: 2_000_000 };
    expect(changedDataMaskFields(actuals, mask)).toEqual(['receivables_2025', 'tax_loss_carryforward_kst_2025']);
    const applied = applyDataMask(actuals, mask);
    if (!applied.ok) throw new Error(JSON.stringify(applied.errors));
    expect(applied.actuals.values).toEqual(actuals.values);
    expect(applied.actuals.settings).toMatchObject({ receivables_2025: 48_250, tax_loss_carryforward_kst_2025: 2_000_000, payables_2025: OPENING_BALANCE_DEFAULTS.payables_2025 });
    const back = parseActualsCsv(serializeActualsCsv(applied.actuals));
    expect(back.ok && deriveDataMask(back.actuals)).toEqual(mask);
  });

  it('refuses a value outside its bounds or a fraction of a month, naming the field', () => {
    const current = deriveDataMask(baselineActuals());
    const checked = validateDataMask({ ...current, loans_2025_months: 0, fixed_assets_2025_life_months: 12.5, receivables_2025: -1 }, current);
    expect(checked.fieldProblems.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'fixed_assets_2025_life_months', message: 'Remaining useful life of the fixed assets at 31 Dec 2025 must be a whole number' },
      { field: 'receivables_2025', message: 'Trade receivables at 31 Dec 2025 must be at least 0' },
      { field: 'loans_2025_months', message: 'Months to repay the loans at 31 Dec 2025 must be at least 1' },
    ].sort((a, b) => Object.keys(DATA_MASK_FIELDS).indexOf(a.field) - Object.keys(DATA_MASK_FIELDS).indexOf(b.field)));
    const draft = { ...draftOf(current), payables_2025: '76,000' };
    expect(readDataMaskDraft(draft, current)).toMatchObject({ ok: false, fieldProblems: [{ field: 'payables_2025', message: 'Trade payables at 31 Dec 2025 must be a number' }] });
  });

  it('refuses an imported baseline whose opening balance is out of bounds at the line and column of the value; an old file without the rows gets the defaults', () => {
    const csv = baselineCsv();
    const lines = csv.split('\n');
    const index = lines.findIndex((line) => line.startsWith('capital_reserve_2025,'));
    lines[index] = lines[index]!.replace(/^capital_reserve_2025,[^,]*/, 'capital_reserve_2025,-5');
    const refused = readBaselineImport(lines.join('\n'), baselineActuals());
    expect(refused).toMatchObject({ ok: false, errors: [{ line: index + 1, column: 'value', message: 'Capital reserve at 31 Dec 2025 must be at least 0' }] });
    const old = csv.split('\n').filter((line) => !OPENING_BALANCE_FIELDS.some((field) => line.startsWith(`${field},`))).join('\n');
    const read = parseActualsCsv(old);
    expect(read.ok && deriveDataMask(read.actuals)).toMatchObject(OPENING_BALANCE_DEFAULTS);
  });
});

describe('the opening balance sheet the model opens 2026 with', () => {
  it('balances with the retained earnings as its balancing item, following an edited receivable euro for euro', () => {
    const actuals = baselineActuals();
    const before = openingBalanceSheet(actuals);
    expect(valueOf(before, 'balance_check')).toBe(0);
    expect(valueOf(before, 'retained_earnings')).toBe(-1_916_900);
    const edited = openingBalanceSheet({ ...actuals, settings: { ...actuals.settings, receivables_2025: actuals.settings.receivables_2025 + 5_000 } });
    expect(valueOf(edited, 'retained_earnings')).toBe(-1_911_900);
    expect(valueOf(edited, 'cash')).toBe(valueOf(before, 'cash'));
    expect(valueOf(edited, 'balance_check')).toBe(0);
  });
});
