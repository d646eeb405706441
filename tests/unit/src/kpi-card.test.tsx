import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { KpiCard } from '../../../src/features/cockpit/kpis/KpiCard.tsx';
import type { KpiResult } from '../../../engine/session/kpiResults.ts';

const burn: KpiResult = {
  id: 'monthly_burn', name: 'Monthly Burn Rate', tab: 'efficiency', year: 2026, value: 253, display: null, base2025: 310, base2025_display: null,
  unit: 'k€', benchmark: 'below €300K', benchmark_source: 'Internal target', status: 'good', description: 'Cash burnt a month', definition: '', remedy: null,
  closed_months: 0, follows_drivers_when_closed: null,
};

describe('a KPI card shows its unit once (issue 26: a "k€" badge beside "€253K")', () => {
  it('writes the unit in the figures and nowhere else', () => {
    const html = renderToStaticMarkup(<KpiCard kpi={burn} />);
    expect(html).toContain('€253K');
    expect(html).toContain('below €300K');
    expect(html).not.toContain('k€');
  });
});

describe('a KPI card says when its closed months still follow the scenario\'s drivers (issue 26: closed months are facts)', () => {
  it('names the closed months and the reason when the KPI reads an input no actual holds', () => {
    const html = renderToStaticMarkup(<KpiCard kpi={{ ...burn, closed_months: 10, follows_drivers_when_closed: 'FTEs follow the FTE plan: the close reports payroll, not heads.' }} />);
    expect(html).toContain('Plan inputs in the 10 closed months:');
    expect(html).toContain('FTEs follow the FTE plan');
    expect(renderToStaticMarkup(<KpiCard kpi={{ ...burn, closed_months: 12, follows_drivers_when_closed: 'An assessed input.' }} />)).toContain('Plan inputs in the closed year:');
  });

  it('says nothing when the closed months are facts or none is closed', () => {
    expect(renderToStaticMarkup(<KpiCard kpi={{ ...burn, closed_months: 10 }} />)).not.toContain('Plan inputs');
  });
});
