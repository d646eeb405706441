import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { i18n } from '../../../src/i18n/index.ts';
import { DEFAULT_LEVERS, type PlanAnchor } from '../../../engine/analysis/gtm.ts';
import { gtmAnalysis } from '../../../engine/analysis/gtmPlan.ts';
import type { GtmPlan } from '../../../engine/analysis/gtmStart.ts';
import { numberFormatter } from '../../../engine/format/number.ts';
import { setActiveNumberFormat } from '../../../src/ui/figures.ts';
import { prioritySentences } from '../../../src/features/gtm/prioritySentences.ts';
import { ExecutiveView } from '../../../src/features/gtm/ExecutiveView.tsx';
import { dcfPeriodTexts } from '../../../src/features/valuation/texts.ts';
import { RangesEditor } from '../../../src/features/ranges/RangesEditor.tsx';

/**
 * Sentences and labels that carry figures or units: the GTM priorities (written by the screen from
 * the engine's numbers), the DCF's part-year period and the ranges editor's driver units.
 */

function drawn(element: ReactElement): string {
  return renderToStaticMarkup(<Provider store={createStore()}>{element}</Provider>);
}

afterEach(async () => {
  setActiveNumberFormat('en');
  await i18n.changeLanguage('en');
});

const anchor: PlanAnchor = { revenue2030: 40_000_000, rides2030: 20_000_000 };
const plan: GtmPlan = {
  ...anchor, revenue2025: 1_400_000, rides2025: 540_000, arr2025: 1_100_000, clients2025: 280, grossMargin2025: 85.8,
  customerAcquisitionCost2025: 2240, customerAcquisitionCost2026: 850, ltvCac2026: 6.6, salesMarketing2026: 480_000, salesMarketing2027: 680_000,
};
const analysis = gtmAnalysis(DEFAULT_LEVERS, DEFAULT_LEVERS, plan, numberFormatter('en'));
const priority = (id: string) => {
  const found = analysis.priorities.find((p) => p.id === id);
  if (!found) throw new Error(`no priority ${id}`);
  // Spaces as typed: the German format writes a no-break space before "€".
  return Object.fromEntries(Object.entries(prioritySentences(found)).map(([key, text]) => [key, text.replace(/\u00a0/g, ' ')]));
};

describe('GTM strategic priorities', () => {
  it('keeps the English sentences word for word, with the model\'s CAC and LTV/CAC', () => {
    expect(priority('acquisition').rationale).toBe('Customer Acquisition Cost (sales & marketing per new client) of €2,240 in 2025 and €850 in the 2026 plan.');
    expect(priority('acquisition').roi).toBe('6.60× LTV/CAC (2026 plan)');
    expect(priority('germany').rationale).toMatch(/^\S+ of \S+ German rides are still booked by phone or fax \(market study\)\.$/);
    expect(priority('dach').businessCase).toBe('International revenue of €0 by 2030.');
    expect(priority('dach').successMetric).toBe('€0 DACH revenue');
    expect(priority('material').rationale).toMatch(/^\S+ material rides at €15 use the same vehicles and hospitals \(market study\)\.$/);
  });

  it('writes them in German with the German number format', async () => {
    await i18n.changeLanguage('de');
    setActiveNumberFormat('de');
    expect(priority('acquisition').rationale).toBe('Kundenakquisitionskosten (Vertrieb & Marketing je Neukunde): 2.240 € im Jahr 2025 und 850 € im Plan 2026.');
    expect(priority('acquisition').roi).toMatch(/^6,60\S* LTV\/CAC \(Plan 2026\)$/);
    expect(priority('material').rationale).toMatch(/^\S+ Materialfahrten zu 15 € nutzen dieselben Fahrzeuge und Krankenhäuser \(Marktstudie\)\.$/);
    expect(priority('dach').businessCase).toBe('Internationaler Umsatz von 0 € bis 2030.');
    const html = drawn(<ExecutiveView analysis={analysis} />).replace(/\u00a0/g, ' ');
    expect(html).toContain('per Telefon oder Fax gebucht (Marktstudie)');
    expect(html).toContain('Erfolgskennzahl: 0 € Umsatz DACH');
    for (const english of ['market study', 'booked by phone', 'Customer Acquisition Cost', 'International revenue of', 'DACH revenue', 'transport spend', '2026 plan', 'by 2030']) {
      expect(html).not.toContain(english);
    }
  });
});

describe('DCF periods', () => {
  const dcf = {
    valuation_month: '2026-10',
    cash_flows: [{ period: 'Nov–Dec 2026', months: 2 }, { period: '2027', months: 12 }],
  } as Parameters<typeof dcfPeriodTexts>[0];

  it('keeps the engine\'s names in English', () => {
    expect(dcfPeriodTexts(dcf, 'en')).toEqual(['Nov–Dec 2026', '2027']);
  });

  it('names a part year with German months', () => {
    expect(dcfPeriodTexts(dcf, 'de')).toEqual(['Nov.–Dez. 2026', '2027']);
    expect(dcfPeriodTexts({ ...dcf, valuation_month: '2026-11', cash_flows: [{ ...dcf.cash_flows[0], period: 'Dec 2026', months: 1 }] } as typeof dcf, 'de')).toEqual(['Dez. 2026']);
  });
});

describe('Ranges editor units', () => {
  it('shows each driver\'s unit in German', async () => {
    await i18n.changeLanguage('de');
    const html = drawn(<RangesEditor />);
    expect(html).toContain('%/Jahr');
    for (const english of ['>%/year<', '€/bed/month', 'clients/rep/month', '% of payroll']) expect(html).not.toContain(english);
  });
});
