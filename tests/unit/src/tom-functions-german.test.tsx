import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { orgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';
import { DEPARTMENTS, sampleScalingPlan, sampleTomInputs, tomStructure } from '../../../engine/analysis/tom.ts';
import { EN } from '../../../src/i18n/resources.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { shownFunction, shownPosition } from '../../../src/features/tom/texts.ts';
import { TomAnalysis } from '../../../src/features/tom/TomAnalysis.tsx';

/**
 * The Target Operating Model's organisation in German (issue 30): the departments' and the
 * positions' functions and the positions' titles the engine writes in English are shown by
 * tom:functionNames and tom:positionTitles.
 */

/** Every function the engine writes: the departments' and those of a large org chart's positions (all executives, heads, team leads). */
const hierarchy = orgHierarchy({ ...sampleTomInputs(2030), ftes: 400, salesReps: 60 });
const engineFunctions = new Set([...DEPARTMENTS.flatMap((d) => d.functions), ...hierarchy.employees.flatMap((e) => e.functions)]);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Target Operating Model\'s functions in German', () => {
  it('holds the English function names to exactly the words the engine writes', () => {
    expect(new Set(Object.values(EN.tom.functionNames))).toEqual(engineFunctions);
  });

  it('shows every function the engine writes in German', async () => {
    await i18n.changeLanguage('de');
    expect(shownFunction('Platform development')).toBe('Plattformentwicklung');
    expect(shownFunction('Legal & tax')).toBe('Recht & Steuern');
    expect(shownFunction('Department leadership')).toBe('Abteilungsleitung');
    const unchanged = [...engineFunctions].filter((english) => shownFunction(english) === english);
    expect(unchanged).toEqual(['Pipeline & CRM']);
  });

  it('shows a function it does not know as written', async () => {
    await i18n.changeLanguage('de');
    expect(shownFunction('Quantum dispatch')).toBe('Quantum dispatch');
  });

  it('keeps the English functions word for word', () => {
    for (const english of engineFunctions) expect(shownFunction(english)).toBe(english);
  });
});

describe('the Target Operating Model\'s positions in German', () => {
  const titles = new Set(hierarchy.employees.map((e) => e.title));

  it('holds the English position titles to exactly the titles the engine writes', () => {
    expect(new Set(Object.values(EN.tom.positionTitles))).toEqual(titles);
  });

  it('shows titles and numbered names in German, the number kept', async () => {
    await i18n.changeLanguage('de');
    expect(shownPosition('Chief Financial Officer')).toBe('Leitung Finanzen (CFO)');
    expect(shownPosition('Software Engineer 3')).toBe('Softwareentwickler 3');
    expect(shownPosition('Head of Sales')).toBe('Vertriebsleitung');
    expect(shownPosition('Quantum Officer 2')).toBe('Quantum Officer 2');
    const unchanged = [...titles].filter((english) => shownPosition(english) === english);
    expect(unchanged).toEqual(['Customer Success Manager']);
  });

  it('names the span of control\'s managers in German on the analysis tab', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<TomAnalysis structure={{ ...tomStructure(sampleTomInputs(2030)), scaling_plan: sampleScalingPlan() }} hierarchy={hierarchy} scenarioName="Basisfall" />);
    for (const german of ['Geschäftsführung (CEO)', 'Leitung Produkt &amp; Entwicklung', 'Teamleitung Entwicklung 1']) expect(html).toContain(german);
    for (const english of ['Chief Executive Officer', 'Head of Product', 'Engineering Team Lead']) expect(html).not.toContain(english);
  });

  it('keeps the English titles and names word for word', () => {
    for (const e of hierarchy.employees) {
      expect(shownPosition(e.title)).toBe(e.title);
      expect(shownPosition(e.name)).toBe(e.name);
    }
  });
});
