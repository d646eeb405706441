import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { KpiCard } from '../../../src/features/cockpit/kpis/KpiCard.tsx';
import type { KpiResult } from '../../../engine/session/kpiResults.ts';

const burn: KpiResult = {
  id: 'monthly_burn', name: 'Monthly Burn Rate', tab: 'efficiency', year: 2026, value: 253, display: null, base2025: 310, base2025_display: null,
  unit: 'k€', benchmark: 'below €300K', benchmark_source: 'Internal target', status: 'good', description: 'Cash burnt a month', definition: '', remedy: null,
};

describe('a KPI card shows its unit once (issue 26: a "k€" badge beside "€253K")', () => {
  it('writes the unit in the figures and nowhere else', () => {
    const html = renderToStaticMarkup(<KpiCard kpi={burn} />);
    expect(html).toContain('€253K');
    expect(html).toContain('below €300K');
    expect(html).not.toContain('k€');
  });
});
