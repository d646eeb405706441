import { afterEach, describe, expect, it } from 'vitest';
import { orgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';
import { DEPARTMENTS, sampleTomInputs } from '../../../engine/analysis/tom.ts';
import { EN } from '../../../src/i18n/resources.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { shownFunction } from '../../../src/features/tom/texts.ts';

/**
 * The Target Operating Model's function lists in German (issue 30): the departments' and the
 * positions' functions the engine writes in English are shown by tom:functionNames.
 */

/** Every function the engine writes: the departments' and those of a large org chart's positions (all executives, heads, team leads). */
const hierarchy = orgHierarchy({ ...sampleTomInputs(2030), ftes: 120, salesReps: 30 });
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
