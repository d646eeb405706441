import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_SOURCE, type ModelSource } from '../../../engine/model/definition.ts';
import { checkModelSource } from '../../../engine/model/definitionCheck.ts';
import { acceptName, completionsFor, formulaNames, partialNameAt, type NameOption } from '../../../src/features/model/nameCompletion.ts';
import { readIndex } from '../../../src/features/model/formulaReads.ts';
import { filterGroups, groupKeyOf, groupsOf } from '../../../src/features/model/modelGroups.ts';
import { itemKey, itemsOf, keyOf } from '../../../src/features/model/modelItems.ts';
import { isChanged, itemChanges, newDriver, newItemProblem, newLine, withDriver, withFormula, withLine, withoutItem } from '../../../src/features/model/draftEdits.ts';

/** The Model Definition screen's pure parts (issue 27): names completed as typed, who reads what, the list's groups and the draft's edits. */

const published = DEFAULT_MODEL_SOURCE;
const insurance = newLine({ id: 'insurance', name: 'Insurance', section: 'opex', onPnl: true, formula: '5000' }, published);
const withInsurance = withLine(published, insurance);

describe('the partial name at the caret', () => {
  it('is the lower-case name right before the caret, replaced whole when the caret stands inside it', () => {
    expect(partialNameAt('legal_tax_monthly + total_re', 28)).toEqual({ start: 20, end: 28, prefix: 'total_re' });
    expect(partialNameAt('legal_tax_monthly + total_revenue * 2', 28)).toEqual({ start: 20, end: 33, prefix: 'total_re' });
    expect(partialNameAt('prev(ca', 7)).toEqual({ start: 5, end: 7, prefix: 'ca' });
  });

  it('is none after an operator or a space, in a spreadsheet function, in a number or in quotes', () => {
    expect(partialNameAt('cash + ', 7)).toBeNull();
    expect(partialNameAt('MA', 2)).toBeNull();
    expect(partialNameAt('1e', 2)).toBeNull();
    expect(partialNameAt('2.5e', 4)).toBeNull();
    expect(partialNameAt('"tota', 5)).toBeNull();
    expect(partialNameAt('"x" + tota', 10)).toEqual({ start: 6, end: 10, prefix: 'tota' });
  });

  it('looks no further than the longest id around the caret, so a pasted megabyte costs nothing', () => {
    // A scan from every character of the megabyte would not end within the test's time.
    const huge = 'a'.repeat(1_000_000);
    expect(partialNameAt(huge, huge.length)).toBeNull();
    expect(partialNameAt(`${huge} + cas`, huge.length + 6)).toEqual({ start: huge.length + 3, end: huge.length + 6, prefix: 'cas' });
  });
});

describe('the names offered for a partial name', () => {
  const names: NameOption[] = ['legal_tax', 'legal_tax_monthly', 'total_legal', 'cash', 'legalese_fee'].map((id) => ({ id, detail: '' }));

  it('lists the names that start with it first, then those that contain it, each alphabetically', () => {
    expect(completionsFor('legal', names).map((n) => n.id)).toEqual(['legal_tax', 'legal_tax_monthly', 'legalese_fee', 'total_legal']);
    expect(completionsFor('legal', names, 2).map((n) => n.id)).toEqual(['legal_tax', 'legal_tax_monthly']);
  });

  it('offers nothing for a name already complete and alone, or for an empty prefix, and still offers longer names', () => {
    expect(completionsFor('cash', names)).toEqual([]);
    expect(completionsFor('', names)).toEqual([]);
    expect(completionsFor('legal_tax', names).map((n) => n.id)).toEqual(['legal_tax', 'legal_tax_monthly']);
  });

  it('puts the chosen name in place of the partial one, caret behind it', () => {
    const text = 'legal_tax_monthly + total_re * 2';
    const partial = partialNameAt(text, 28);
    expect(partial).not.toBeNull();
    expect(acceptName(text, partial!, 'total_revenue')).toEqual({ text: 'legal_tax_monthly + total_revenue * 2', caret: 33 });
  });

  it('knows every driver, derived value, line and annual line of the definition, the calendar rows and baseline settings, and no KPI', () => {
    const ids = new Set(formulaNames(withInsurance).map((n) => n.id));
    for (const item of itemsOf(withInsurance)) {
      if (item.kind !== 'kpi') expect(ids.has(item.def.id), item.def.id).toBe(true);
    }
    expect(ids.has('insurance')).toBe(true);
    expect(ids.has('month_of_year')).toBe(true);
    expect(ids.has('opening_cash_2024')).toBe(true);
    expect(ids.has('nrr')).toBe(false);
  });
});

describe('what a formula reads and what reads it', () => {
  const index = readIndex(withInsurance);

  it('lists the names a line reads, with how it reads them, each pointing at its item', () => {
    expect(index.reads.get('line:legal_tax')?.map((read) => [read.text, read.target])).toEqual([
      ['legal_tax_monthly', 'driver:legal_tax_monthly'],
      ['total_revenue', 'line:total_revenue'],
      ['legal_tax_share_of_revenue', 'driver:legal_tax_share_of_revenue'],
    ]);
    expect(index.reads.get('line:cf_change_receivables')?.map((read) => [read.text, read.target])).toEqual([
      ['prev(receivables)', 'line:receivables'],
      ['receivables', 'line:receivables'],
    ]);
    expect(index.reads.get('line:cash')?.map((read) => read.text)).toEqual(['closing_cash', 'actual(closing_cash)']);
  });

  it('reads a section total as its members, so a line added to the section is read by the total', () => {
    const readers = (key: string) => index.readBy.get(key)?.map((reader) => reader.key) ?? [];
    expect(readers('line:legal_tax')).toContain('line:total_operating_expenses');
    expect(readers('line:insurance')).toEqual(expect.arrayContaining(['line:total_operating_expenses', 'annual_extra:total_expenses']));
    expect(index.reads.get('line:total_operating_expenses')?.map((read) => read.id)).toContain('insurance');
    expect(readers('line:total_operating_expenses')).toContain('line:ebitda');
  });

  it('names KPIs among the readers and keeps each reader once, in definition order', () => {
    const readers = index.readBy.get('line:total_revenue') ?? [];
    expect(readers.some((reader) => reader.kind === 'kpi')).toBe(true);
    expect(new Set(readers.map((reader) => reader.key)).size).toBe(readers.length);
    const order = itemsOf(withInsurance).map(keyOf);
    const positions = readers.map((reader) => order.indexOf(reader.key));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('reads nothing of a formula that does not parse; calendar rows, settings and unknown names point at no item', () => {
    const broken = withFormula(withInsurance, 'line', 'insurance', 'formula', 'total_revenue * (2');
    expect(readIndex(broken).reads.get('line:insurance')).toEqual([]);
    const outside = withFormula(withInsurance, 'line', 'insurance', 'formula', 'IF(month_of_year = 1, opening_cash_2024 + no_such_name, 0)');
    expect(readIndex(outside).reads.get('line:insurance')).toEqual([
      { id: 'month_of_year', text: 'month_of_year', target: null, outside: 'calendar' },
      { id: 'opening_cash_2024', text: 'opening_cash_2024', target: null, outside: 'setting' },
      { id: 'no_such_name', text: 'no_such_name', target: null },
    ]);
  });
});

describe('the list of the model\'s parts', () => {
  const groups = groupsOf(withInsurance);

  it('holds every item once, each in the group groupKeyOf names', () => {
    const listed = groups.flatMap((group) => group.items.map((item) => [group.key, keyOf(item)]));
    expect(listed.map(([, key]) => key).sort()).toEqual(itemsOf(withInsurance).map(keyOf).sort());
    for (const group of groups) for (const item of group.items) expect(groupKeyOf(item)).toBe(group.key);
  });

  it('keeps lines in definition order within their section, a new one before its section\'s total', () => {
    const opex = groups.find((group) => group.key === 'lines:opex')?.items.map((item) => item.def.id) ?? [];
    expect(opex.slice(-2)).toEqual(['insurance', 'total_operating_expenses']);
  });

  it('filters by id or name, any case, dropping empty groups', () => {
    const found = filterGroups(groups, 'INSURANCE');
    expect(found.map((group) => group.key)).toEqual(['drivers:cost_intelligence', 'lines:opex']);
    expect(found.flatMap((group) => group.items.map(keyOf))).toEqual(['driver:accident_insurance_rate', 'line:insurance']);
    expect(filterGroups(groups, 'Legal & Tax').flatMap((group) => group.items.map(keyOf))).toContain('line:legal_tax');
    expect(filterGroups(groups, 'no such thing at all')).toEqual([]);
  });
});

describe('the draft\'s edits', () => {
  it('adds a P&L line with the statutory item its section\'s lines have, which the definition check accepts', () => {
    expect(insurance).toMatchObject({ statement: 'pnl', label: 'Insurance', hgb: '8', unit: 'EUR', aggregate: 'sum' });
    expect(checkModelSource(withInsurance, published)).toEqual([]);
    const memo = newLine({ id: 'memo_line', name: 'Memo', section: 'opex', onPnl: false, formula: '1' }, published);
    expect(memo.statement).toBeUndefined();
    expect(memo.hgb).toBeUndefined();
  });

  it('tells added and changed items apart from the published ones, and a draft back at the published one is unchanged', () => {
    const edited = withFormula(withInsurance, 'line', 'legal_tax', 'formula', 'legal_tax_monthly');
    const changes = itemChanges(edited, published);
    expect([...changes]).toEqual([['line:legal_tax', 'changed'], ['line:insurance', 'added']]);
    expect(isChanged(edited, published, changes)).toBe(true);
    const back = withoutItem(withFormula(edited, 'line', 'legal_tax', 'formula', published.lines.find((l) => l.id === 'legal_tax')!.formula), 'line', 'insurance');
    expect(itemChanges(back, published).size).toBe(0);
    expect(isChanged(back, published, itemChanges(back, published))).toBe(false);
    // An imported definition without an item of the published one: the item is gone.
    const without = { ...published, kpis: published.kpis.slice(1) };
    expect([...itemChanges(without, published)]).toEqual([[`kpi:${published.kpis[0]!.id}`, 'removed']]);
    expect(isChanged({ ...published, version: 2 }, published, new Map())).toBe(true);
    // An imported definition that renames a department changes no item, and is a change all the same.
    const renamed = { ...published, departments: (published.departments ?? []).map((d) => (d.id === 'g_and_a' ? { ...d, name: 'Administration' } : d)) };
    expect(isChanged(renamed, published, itemChanges(renamed, published))).toBe(true);
    expect(isChanged(JSON.parse(JSON.stringify(published)) as typeof published, published, new Map())).toBe(false);
  });

  it('refuses a new item whose id the definition check refuses, and a driver whose range does not hold', () => {
    const clash = withLine(published, newLine({ id: 'legal_tax', name: 'Twin', section: 'opex', onPnl: true, formula: '1' }, published));
    expect(newItemProblem(clash, published, 'line', 'legal_tax')).toMatch(/already the id/);
    const badId = withLine(published, newLine({ id: 'Insurance Cost', name: 'x', section: 'opex', onPnl: true, formula: '1' }, published));
    expect(newItemProblem(badId, published, 'line', 'Insurance Cost')).toMatch(/is not an id/);
    const driver = newDriver({ id: 'insurance_monthly', name: 'Insurance', category: 'cost_intelligence', unit: '€/month', min: 0, max: 100, baseline: 500 });
    expect(newItemProblem(withDriver(published, driver), published, 'driver', 'insurance_monthly')).toMatch(/baseline 500/);
    const fine = withDriver(published, { ...driver, baseline: 50 });
    expect(newItemProblem(fine, published, 'driver', 'insurance_monthly')).toBeNull();
    // A formula problem does not refuse the item: the screen lists it while it is edited.
    const broken = withLine(published, newLine({ id: 'insurance', name: 'Insurance', section: 'opex', onPnl: true, formula: '5000 +' }, published));
    expect(newItemProblem(broken, published, 'line', 'insurance')).toBeNull();
  });

  it('puts a new driver after its category\'s last one, and a line of a section without lines at the end', () => {
    const driver = newDriver({ id: 'insurance_monthly', name: 'Insurance', category: 'cost_intelligence', unit: '€/month', min: 0, max: 100, baseline: 50 });
    const drivers = withDriver(published, driver).drivers.map((d) => d.category);
    const at = withDriver(published, driver).drivers.findIndex((d) => d.id === 'insurance_monthly');
    expect(drivers[at - 1]).toBe('cost_intelligence');
    expect(drivers.slice(at + 1)).not.toContain('cost_intelligence');
    const empty: ModelSource = { ...published, lines: published.lines.filter((l) => l.section !== 'calendar') };
    const calendarLine = newLine({ id: 'days', name: 'Days', section: 'calendar', onPnl: false, formula: '30' }, empty);
    expect(withLine(empty, calendarLine).lines.at(-1)?.id).toBe('days');
  });

  it('keeps every untouched item the same object, so changes are found cheaply', () => {
    const edited = withFormula(published, 'derived', published.derived[0]!.id, 'formula', '1');
    expect(edited.lines).toBe(published.lines);
    expect(edited.derived.slice(1).every((d, i) => d === published.derived[i + 1])).toBe(true);
    expect(itemKey('kpi', 'nrr')).toBe('kpi:nrr');
  });
});
