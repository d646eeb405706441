import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { orgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';
import { DEPARTMENTS, sampleScalingPlan, sampleTomInputs, tomStructure } from '../../../engine/analysis/tom.ts';
import { EN } from '../../../src/i18n/resources.ts';
import { shownDepartmentTitle } from '../../../src/features/tom/texts.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { TomAnalysis } from '../../../src/features/tom/TomAnalysis.tsx';
import { TomOverview } from '../../../src/features/tom/TomOverview.tsx';

/** The Target Operating Model in German (issue 30): the screen's own texts (the organisation's data stays as the server sends it). */

const inputs = sampleTomInputs(2026);
const structure = { ...tomStructure(inputs), scaling_plan: sampleScalingPlan() };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Target Operating Model in German', () => {
  it('labels the overview\'s cards and departments in German', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<TomOverview structure={structure} />);
    for (const word of ['FTE gesamt', 'Umsatzerlöse gesamt', 'Umsatz je FTE', 'Kosteneffizienz', 'Abteilungen', 'Aufgaben zeigen']) expect(html).toContain(word);
    for (const word of ['Total FTEs', 'Departments', 'Show functions']) expect(html).not.toContain(word);
    expect(html).toMatch(/\d+ Stellen?</);
  });

  it('heads the analysis in German', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<TomAnalysis structure={structure} hierarchy={orgHierarchy(inputs)} scenarioName="Baseline" />);
    for (const word of ['Kapazitätsauslastung', 'Wachstumsplan', 'Jahr', 'Organisationskennzahlen', 'Führungsebenen', 'Führungsspanne']) expect(html).toContain(word);
    for (const word of ['Capacity Utilization', 'Scaling Plan', 'Management layers']) expect(html).not.toContain(word);
  });

  it('names the data source in German: the actuals as Ist, the forecast by the scenario\'s shown name', async () => {
    await i18n.changeLanguage('de');
    const actuals = renderToStaticMarkup(<TomAnalysis structure={structure} hierarchy={orgHierarchy({ ...inputs, dataSource: 'Actuals 2025' })} scenarioName="Basisfall" />);
    expect(actuals).toContain('Ist 2025');
    expect(actuals).not.toContain('Actuals 2025');
    const forecast = renderToStaticMarkup(<TomAnalysis structure={structure} hierarchy={orgHierarchy({ ...inputs, dataSource: 'Forecast model (Baseline)' })} scenarioName="Basisfall" />);
    expect(forecast).toContain('Prognosemodell (Basisfall)');
    expect(forecast).not.toContain('Forecast model');
  });

  it('names the departments in German by their id', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<TomOverview structure={structure} />);
    for (const german of ['Produkt &amp; Entwicklung', 'Vertrieb', 'Finanzen &amp; Verwaltung']) expect(html).toContain(german);
    for (const english of ['Product &amp; Engineering', 'Finance &amp; Administration', '>Sales<']) expect(html).not.toContain(english);
    expect(shownDepartmentTitle('finance_admin', 'Finance & Admin (renamed)')).toBe('Finance & Admin (renamed)');
  });

  it('holds the English department names to the engine\'s titles, so English reads as before', () => {
    expect(EN.tom.departmentNames).toEqual(Object.fromEntries(DEPARTMENTS.map((d) => [d.id, d.title])));
    for (const d of DEPARTMENTS) expect(shownDepartmentTitle(d.id, d.title)).toBe(d.title);
  });

  it('keeps the English data source word for word', () => {
    for (const source of ['Actuals 2025', 'Forecast model (Baseline)', 'Mock Data']) {
      expect(renderToStaticMarkup(<TomAnalysis structure={structure} hierarchy={orgHierarchy({ ...inputs, dataSource: source })} scenarioName="Baseline" />)).toContain(source);
    }
  });

  it('keeps the English words in English', () => {
    const html = renderToStaticMarkup(<TomAnalysis structure={structure} hierarchy={orgHierarchy(inputs)} scenarioName="Baseline" />);
    for (const word of ['Capacity Utilization', 'Scaling Plan', 'Revenue per FTE', 'Organisation Metrics']) expect(html).toContain(word);
  });
});
