import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '../../../src/i18n/index.ts';
import { KpiCard } from '../../../src/features/cockpit/kpis/KpiCard.tsx';
import { BiHypotheses } from '../../../src/features/cockpit/kpis/BiHypotheses.tsx';
import { KpiAnalysis } from '../../../src/features/cockpit/kpis/KpiAnalysis.tsx';
import { attainmentLine, okrHint } from '../../../src/features/cockpit/okrText.ts';
import { COCKPIT_TEXT, OKR_TEXT } from '../../../src/features/cockpit/texts.ts';
import { GOAL_SEEK_TEXT } from '../../../src/ui/analysis/texts.ts';
import { axisLabel, tooltipHeading } from '../../../src/ui/chart/actualForecast.ts';
import type { KpiResult } from '../../../engine/session/kpiResults.ts';
import type { HypothesisResult } from '../../../engine/session/hypotheses.ts';
import type { Okr } from '../../../engine/session/okrs.ts';
import { shownKpi } from '../../../src/features/cockpit/kpis/shownKpi.ts';
import { publishedDefinition, DEFAULT_MODEL_SOURCE } from '../../../engine/model/definition.ts';

const burn: KpiResult = {
  id: 'monthly_burn', name: 'Monthly Burn Rate', tab: 'efficiency', year: 2026, value: 253, display: null, base2025: 310, base2025_display: null,
  unit: 'k€', benchmark: 'below €300K', benchmark_source: 'Internal target', status: 'warning', description: 'Cash burnt a month', definition: '',
  remedy: 'Cut the burn.', closed_months: 10, follows_drivers_when_closed: 'FTEs follow the FTE plan.',
};

const revenueOkr: Okr = {
  id: 'revenue_growth', title: 'Revenue Growth', line: 'total_revenue', measure: 'Total revenue', unit: '€',
  forecast_2026: 45_000_000, target_2026: 50_000_000, actual_2024: 10_000_000, actual_2025: 20_000_000, growth_vs_2025: 125,
  attainment: 90, status: 'warning', remedy: 'Revenue trails the 2026 target by a few percent.',
};

const h1: HypothesisResult = { id: 'H1', group: 'core', title: 'Must-Have & Growth', claim: 'Facilities book most of their transports on the platform, stay, and revenue compounds.', status: 'good', evidence: ['monthly_burn'] };

describe('the cockpit in German (issue 30)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes a KPI card\'s labels, status, benchmark word and closed-month note in German', () => {
    const html = renderToStaticMarkup(<KpiCard kpi={burn} />);
    expect(html).toContain('Basis 2025');
    expect(html).toContain('Quelle');
    expect(html).toContain('Warnung');
    expect(html).toContain('unter €300K');
    expect(html).toContain('Planwerte in den 10 abgeschlossenen Monaten:');
    expect(html).not.toContain('2025 base');
    expect(html).not.toContain('below €300K');
    expect(html).not.toContain('Plan inputs');
  });

  it('names the BI hypotheses, their groups and status in German, by the hypothesis\'s id', () => {
    const html = renderToStaticMarkup(<BiHypotheses hypotheses={[h1]} kpis={[burn]} />);
    expect(html).toContain('H1-H4 Kern');
    expect(html).toContain('Must-have &amp; Wachstum');
    expect(html).toContain('Bestätigt');
    expect(html).toContain('Belege');
    expect(html).not.toContain('Supported');
    expect(html).not.toContain('Facilities book most');
  });

  it('titles the KPI analysis and its tabs in German', () => {
    const html = renderToStaticMarkup(<KpiAnalysis />);
    expect(html).toContain('KPI-Leistungsanalyse');
    expect(html).toContain('Wachstum');
    expect(html).not.toContain('Performance Analysis');
  });

  it('explains an OKR in German: title, measure, attainment, rule and remedy', () => {
    expect(OKR_TEXT.title(revenueOkr)).toBe('Umsatzwachstum');
    expect(OKR_TEXT.measure(revenueOkr)).toBe('Umsatzerlöse gesamt');
    expect(attainmentLine(revenueOkr)).toContain('des Ziels');
    const hint = okrHint(revenueOkr);
    expect(hint).toContain('Zielerreichung');
    expect(hint).toContain('Der Umsatz liegt einige Prozent unter dem Ziel 2026');
    expect(hint).not.toContain('Revenue trails');
  });

  it('writes the cash card, the charts\' period marks and goal seek in German', () => {
    expect(COCKPIT_TEXT.covenantKept('€500K')).toBe('Die liquiden Mittel bleiben von 2026 bis 2030 über der Mindestliquidität von €500K.');
    expect(COCKPIT_TEXT.closingLast('€1.2M')).toBe('Liquide Mittel Ende 2030: €1.2M.');
    expect(axisLabel({ key: '2025', closedMonths: 12, monthsInPeriod: 12 })).toBe('2025 (Ist)');
    expect(axisLabel({ key: '2026', closedMonths: 11, monthsInPeriod: 12 })).toBe('2026 (11 + 1)');
    expect(tooltipHeading({ key: '2026', closedMonths: 11, monthsInPeriod: 12 })).toBe('2026 · 11 Monate Ist + 1 Prognose');
    expect(tooltipHeading({ key: '2026-06', closedMonths: 0, monthsInPeriod: 1 })).toBe('Juni 2026 · Prognose');
    expect(GOAL_SEEK_TEXT.openFromFigure).toBe('Was wäre nötig?');
  });
});

describe('a KPI result is shown in the words of the shown definition, by its id', () => {
  const published = publishedDefinition(DEFAULT_MODEL_SOURCE);
  // A shown definition as localizedDefinition writes it: the same KPIs, other words.
  const shown = {
    ...published,
    kpis: published.kpis.map((kpi) => (kpi.id === 'monthly_burn'
      ? { ...kpi, name: 'Monatliche Burn-Rate', description: 'Abfluss je Monat', closedYear: 'FTE folgen dem FTE-Plan.', remedy: { warning: 'Burn senken.', critical: 'Sofort senken.' } }
      : kpi)),
  };

  it('takes name, description, closed-year reason and the remedy of the status from the shown definition', () => {
    const kpi = shownKpi(burn, shown, published);
    expect(kpi.name).toBe('Monatliche Burn-Rate');
    expect(kpi.description).toBe('Abfluss je Monat');
    expect(kpi.follows_drivers_when_closed).toBe('FTE folgen dem FTE-Plan.');
    expect(kpi.remedy).toBe('Burn senken.');
    expect(kpi.value).toBe(burn.value);
  });

  it('shows the worker\'s words when the shown definition is the published one (English)', () => {
    expect(shownKpi(burn, published, published)).toBe(burn);
  });
});

describe('the cockpit in English stays word for word', () => {
  it('keeps the specification\'s words', () => {
    expect(COCKPIT_TEXT.covenantKept('€500K')).toBe('Cash stays above the €500K covenant from 2026 through 2030.');
    expect(axisLabel({ key: '2025', closedMonths: 12, monthsInPeriod: 12 })).toBe('2025 (Actual)');
    expect(tooltipHeading({ key: '2026', closedMonths: 1, monthsInPeriod: 12 })).toBe('2026 · 1 month actual + 11 forecast');
    expect(tooltipHeading({ key: '2026-06', closedMonths: 1, monthsInPeriod: 1 })).toBe('Jun 2026 · actual');
    expect(renderToStaticMarkup(<KpiCard kpi={burn} />)).toContain('>warning<');
  });
});
