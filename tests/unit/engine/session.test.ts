import { describe, expect, it } from 'vitest';
import { createModelSession } from '../../../engine/session/session.ts';

describe('model session (foundation slice)', () => {
  it('computes 2026 revenue from the drivers with HyperFormula and follows a driver change', () => {
    const session = createModelSession({ drivers: { revenue_2025: 1_000_000, revenue_growth_2026_pct: 50 } });
    expect(session.headline().totalRevenue2026).toBe(1_500_000);
    session.setDrivers({ revenue_growth_2026_pct: 100 });
    expect(session.headline().totalRevenue2026).toBe(2_000_000);
    session.destroy();
  });
});
