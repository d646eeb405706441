import { describe, expect, it } from 'vitest';
import { changeTone, lineFavourable } from '../../../engine/model/favourable.ts';
import { LINE_BY_ID } from '../../../engine/model/lines.ts';
import { PNL_ROWS } from '../../../engine/model/statements.ts';

describe('which way a line\'s change is good news', () => {
  it('reads costs as better lower and revenue, profits and income as better higher, from the definition', () => {
    const costSections = new Set(['cogs', 'opex', 'depreciation', 'tax']);
    const rows = PNL_ROWS.map((id) => LINE_BY_ID.get(id)!);
    for (const line of rows.filter((l) => costSections.has(l.section))) expect(lineFavourable(line), line.id).toBe('lower');
    // Outside the cost sections only interest paid and the total of the taxes are costs.
    const lowerElsewhere = rows.filter((l) => !costSections.has(l.section) && lineFavourable(l) === 'lower').map((l) => l.id);
    expect(lowerElsewhere).toEqual(['interest_expense', 'income_taxes']);
    for (const id of ['total_revenue', 'gross_profit', 'ebitda', 'ebit', 'interest_income', 'own_work_capitalised', 'net_income']) {
      expect(lineFavourable(LINE_BY_ID.get(id)!), id).toBe('higher');
    }
  });

  it('calls a fall in a cost favourable and a fall in revenue unfavourable; no change is neither', () => {
    expect(changeTone('sales_marketing', -53.6)).toBe('favourable');
    expect(changeTone('sales_marketing', 12)).toBe('unfavourable');
    expect(changeTone('total_revenue', -5)).toBe('unfavourable');
    expect(changeTone('ebitda', 40)).toBe('favourable');
    expect(changeTone('ebitda', 0)).toBeNull();
    expect(changeTone('no_such_line', 1)).toBeNull();
  });
});
