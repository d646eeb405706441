import { describe, expect, it } from 'vitest';
import { changeTone, lineFavourable } from '../../../engine/model/favourable.ts';
import { LINE_BY_ID } from '../../../engine/model/lines.ts';
import { PNL_ROWS } from '../../../engine/model/statements.ts';

describe('which way a line\'s change is good news', () => {
  it('reads costs as better lower and revenue, profits and income as better higher, from the definition', () => {
    const lower = PNL_ROWS.filter((id) => lineFavourable(LINE_BY_ID.get(id)!) === 'lower');
    expect(lower).toEqual([
      'cost_of_goods_sold', 'employees', 'sales_marketing', 'hosting_licenses', 'office_infrastructure', 'legal_tax', 'bfs_factoring',
      'bonus_pool_tc', 'bonus_pool_mc', 'rounding_adjustment', 'total_operating_expenses', 'depreciation_amortisation', 'interest_expense',
      'corporate_income_tax', 'trade_tax', 'income_taxes',
    ]);
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
