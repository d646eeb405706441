import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '../../../src/i18n/index.ts';
import { ImpactLegend } from '../../../src/features/key-drivers/ImpactMarker.tsx';
import { SummaryPanel } from '../../../src/features/key-drivers/SummaryPanel.tsx';
import { createStore, Provider } from 'jotai';
import { snapshotAtom } from '../../../src/model/modelState.ts';
import type { ModelSnapshot } from '../../../workers/calc-api.ts';
import { FundingField } from '../../../src/features/key-drivers/funding/FundingField.tsx';
import { driverColumns } from '../../../src/features/key-drivers/grid/columns.tsx';
import { refusalMessage } from '../../../src/features/key-drivers/grid/messages.ts';
import { FUNDING_TEXT, KEY_DRIVERS_TEXT } from '../../../src/features/key-drivers/texts.ts';
import { DRIVER_CATEGORY_TEXT } from '../../../src/ui/analysis/shownNames.ts';
import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { driverValueProblem } from '../../../engine/session/validate.ts';

function driver(id: string) {
  const found = DRIVER_BY_ID.get(id);
  if (!found) throw new Error(`no driver ${id}`);
  return found;
}

describe('Key Drivers in German (issue 30)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes the summary panel and the impact legend in German', () => {
    const store = createStore();
    const dashboard = { revenue_2026: 40e6, revenue_2030: 90e6, revenue_growth: 22.5, ebit_2026: -2e6, ebit_2030: 9e6, ebit_growth: null, trips_2026: 1e6, trips_2030: 3e6, trips_growth: 31.6 };
    // The panel reads only the dashboard metrics of the snapshot's key figures.
    store.set(snapshotAtom, { dashboard, years: {}, kpis: {} } as unknown as ModelSnapshot);
    const summary = renderToStaticMarkup(<Provider store={store}><SummaryPanel /></Provider>);
    expect(summary).toContain('Umsatzerlöse gesamt');
    expect(summary).toContain('Medizinische Fahrten');
    expect(summary).toContain('k. A.');
    expect(summary).toContain('Übersicht 2026 bis 2030');
    expect(summary).not.toContain('Total Revenue');
    const legend = renderToStaticMarkup(<ImpactLegend />);
    expect(legend).toContain('Hoch');
    expect(legend).toContain('Wirkung Hoch: wie stark dieser Treiber die Prognose bewegt');
    expect(legend).not.toContain('High');
  });

  it('heads the driver grid\'s columns in German and explains a refusal in German', () => {
    const headers = driverColumns(() => undefined).map((column) => column.headerName);
    expect(headers).toEqual(['Treiber', 'Wert', 'Einheit', 'Min', 'Max', 'Basisfall', 'Δ ggü. Basisfall', 'Quelle', '']);
    const problem = driverValueProblem('logo_churn_rate', Number.NaN);
    if (!problem) throw new Error('expected a refusal');
    expect(refusalMessage({ driverId: 'logo_churn_rate', input: Number.NaN, problem }, 'abc', DRIVER_BY_ID)).toBe('"abc" ist keine Zahl; Logo Churn Rate behält seinen Wert.');
  });

  it('names the categories, counts and funding events in German', () => {
    const medical = DRIVER_CATEGORIES.find((category) => category.id === 'medical_business');
    if (!medical) throw new Error('no medical category');
    expect(DRIVER_CATEGORY_TEXT.name(medical)).toBe('Medizinisches Geschäft');
    expect(KEY_DRIVERS_TEXT.variables(1)).toBe('1 Variable');
    expect(KEY_DRIVERS_TEXT.variables(7)).toBe('7 Variablen');
    expect(FUNDING_TEXT.removeLabel(FUNDING_TEXT.equity(1))).toBe('Finanzierungsrunde 1 entfernen');
    const repayment = renderToStaticMarkup(<FundingField driver={driver('loan_1_type')} label={FUNDING_TEXT.repayment} kind="repayment" value={1} />);
    expect(repayment).toContain('Endfällig');
    expect(repayment).not.toContain('Bullet');
  });
});

describe('Key Drivers in English stay word for word', () => {
  it('keeps counts and grid headers', () => {
    expect(KEY_DRIVERS_TEXT.variables(1)).toBe('1 variable');
    expect(KEY_DRIVERS_TEXT.pendingChanges(2)).toBe('2 changes not yet calculated: press Refresh.');
    expect(driverColumns(() => undefined).map((column) => column.headerName)[6]).toBe('Δ vs Baseline');
  });
});
