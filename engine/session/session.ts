import { HyperFormula } from 'hyperformula';

/**
 * Foundation slice of the model session: one driver sheet and one formula, enough to prove the
 * path UI -> worker -> engine -> HyperFormula. Issue #4 replaces it with the full model.
 */
export interface SessionInput {
  drivers?: Partial<Record<DriverId, number>>;
}

export type DriverId = 'revenue_2025' | 'revenue_growth_2026_pct';

const DRIVER_ROWS: Record<DriverId, { row: number; baseline: number }> = {
  revenue_2025: { row: 0, baseline: 1_404_265 },
  revenue_growth_2026_pct: { row: 1, baseline: 248.9 },
};

export interface HeadlineFigures {
  totalRevenue2026: number;
}

export interface ModelSession {
  headline(): HeadlineFigures;
  setDrivers(values: Partial<Record<DriverId, number>>): void;
  destroy(): void;
}

export function createModelSession(input: SessionInput = {}): ModelSession {
  const values = (Object.keys(DRIVER_ROWS) as DriverId[]).map((id) => [id, input.drivers?.[id] ?? DRIVER_ROWS[id].baseline]);
  const hf = HyperFormula.buildFromSheets(
    {
      Drivers: values.map(([id, value]) => [id, value]),
      Annual: [['total_revenue_2026', '=Drivers!B1*(1+Drivers!B2/100)']],
    },
    { licenseKey: 'gpl-v3' },
  );
  const driversSheet = hf.getSheetId('Drivers') ?? 0;
  const annualSheet = hf.getSheetId('Annual') ?? 1;
  return {
    headline() {
      return { totalRevenue2026: Number(hf.getCellValue({ sheet: annualSheet, row: 0, col: 1 })) };
    },
    setDrivers(next) {
      hf.batch(() => {
        for (const [id, value] of Object.entries(next) as [DriverId, number][]) {
          hf.setCellContents({ sheet: driversSheet, row: DRIVER_ROWS[id].row, col: 1 }, value);
        }
      });
    },
    destroy() {
      hf.destroy();
    },
  };
}
