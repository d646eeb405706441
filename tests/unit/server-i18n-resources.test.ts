import { describe, expect, it } from 'vitest';
import { SERVER_RESOURCES, translatorFor } from '../../server/i18n/index.ts';
import { acceptedLanguages, languageOf } from '../../server/i18n/index.ts';
import { SHEET_NAMES_BY_LANGUAGE } from '../../server/export/excel/sheetNames.ts';
import { SCENARIO_NOT_FOUND } from '../../server/routes/scenarioAccess.ts';
import { RANGES_RUN_NOT_FOUND } from '../../server/routes/rangesRuns.ts';
import { EXPORT_FAILED } from '../../contract/exports.ts';
import { SAVE_BLOCKED_MESSAGE } from '../../engine/actuals/validation.ts';
import { DRIVER_CATEGORIES } from '../../engine/model/categories.ts';
import { IMPACT_LEVELS } from '../../engine/model/types.ts';
import { QUADRANT_TEXT, type RiskQuadrant } from '../../engine/analysis/risks.ts';
import { SAMPLE_ACTUALS_NOTICE } from '../../contract/monthlyActuals.ts';
import { closeWarningsOf } from '../../contract/closeWarnings.ts';
import { BUILT_IN_SCENARIOS } from '../../engine/scenarios.ts';
import { expectGermanLikeEnglish } from '../helpers/translations.ts';
import { apiMessage, schemaMessage } from '../../server/i18n/apiMessages.ts';
import { ExportBusyError } from '../../server/pool/exportJobs.ts';
import { UploadBusyError } from '../../server/pool/uploadPool.ts';
import { RangesBusyError } from '../../server/model/analysisService.ts';
import { PLAN_REFUSALS } from '../../engine/headcount/plan.ts';
import { scenarioNameTakenMessage } from '../../contract/scenarios.ts';

describe('the server\'s German texts', () => {
  for (const namespace of Object.keys(SERVER_RESOURCES.en) as (keyof typeof SERVER_RESOURCES.en)[]) {
    it(`of ${namespace} have every English key, no other, each a visible text with the same placeholders`, () => {
      expectGermanLikeEnglish(namespace, SERVER_RESOURCES.en[namespace], SERVER_RESOURCES.de[namespace]);
    });
  }

  it('name every Excel sheet as Excel allows (at most 31 characters, none of []:*?/\\), each name once', () => {
    for (const names of Object.values(SHEET_NAMES_BY_LANGUAGE)) {
      const all = [...names.order, names.variance];
      expect(new Set(all).size).toBe(all.length);
      for (const name of all) {
        expect(name.length, name).toBeLessThanOrEqual(31);
        expect(name, name).not.toMatch(/[[\]:*?/\\]/);
      }
    }
  });

  it('know the routes\' common messages word for word, so they are answered in German', () => {
    const messages = new Set(Object.values(SERVER_RESOURCES.en.api.messages));
    for (const message of [SCENARIO_NOT_FOUND, RANGES_RUN_NOT_FOUND, EXPORT_FAILED, SAVE_BLOCKED_MESSAGE, PLAN_REFUSALS.plansDiffer]) expect(messages, message).toContain(message);
  });

  it('answer a 429 of a busy export, upload or ranges run in German', () => {
    const busy = [
      ...(['export_in_progress', 'export_queue_full'] as const).map((reason) => new ExportBusyError(reason, 5)),
      ...(['upload_in_progress', 'upload_queue_full'] as const).map((reason) => new UploadBusyError(reason, 5)),
      ...(['run_in_progress', 'server_busy'] as const).map((reason) => new RangesBusyError(reason, 5)),
    ];
    for (const error of busy) expect(apiMessage(error.message, 'de'), error.message).not.toBe(error.message);
    expect(apiMessage(new ExportBusyError('export_in_progress', 5).message, 'de')).toBe('Ein Export von Ihnen wird noch erstellt: Warten Sie, bis er fertig ist');
  });

  it('word a taken scenario name in English as the create dialog knows it', () => {
    expect(translatorFor('en', 'api')('conflicts.nameTaken', { name: 'Plan B' })).toBe(scenarioNameTakenMessage('Plan B'));
  });

  it('read the schemas\' own messages back by their English forms, values and all', () => {
    expect(schemaMessage('must be a month YYYY-MM', 'de')).toBe('muss ein Monat im Format JJJJ-MM sein');
    expect(schemaMessage('must be a year between 2026 and 2030', 'de')).toBe('muss ein Jahr zwischen 2026 und 2030 sein');
    // The form with more fixed words wins: not "must be at most {{max}}" with max "120 characters".
    expect(schemaMessage('must be at most 120 characters', 'de')).toBe('darf höchstens 120 Zeichen lang sein');
    expect(schemaMessage('Nothing to update: send number_format or language', 'de')).toBe('Nichts zu ändern: Senden Sie number_format oder language');
    expect(schemaMessage('must be a month YYYY-MM', 'en')).toBe('must be a month YYYY-MM');
    expect(schemaMessage('a message of no known form', 'de')).toBe('a message of no known form');
  });

  it('say in English what the engine says, where the exports word an engine list by its ids', () => {
    const t = translatorFor('en');
    for (const category of DRIVER_CATEGORIES) expect(t(`driverCategories.${category.id}`)).toBe(category.category_name);
    for (const scenario of BUILT_IN_SCENARIOS) {
      expect(t(`builtInScenarios.names.${scenario.scenario_id}`)).toBe(scenario.scenario_name);
      expect(t(`builtInScenarios.descriptions.${scenario.scenario_id}`)).toBe(scenario.description);
    }
    for (const level of IMPACT_LEVELS) expect(t(`drivers.impactLevels.${level}`)).toBe(level);
    for (const quadrant of Object.keys(QUADRANT_TEXT) as RiskQuadrant[]) {
      expect(t(`risks.quadrants.${quadrant}`)).toBe(QUADRANT_TEXT[quadrant].title);
      expect(t(`risks.positions.${quadrant}`)).toBe(QUADRANT_TEXT[quadrant].position.toLowerCase());
    }
  });

  it('word the contract\'s notices in English as the contract does', () => {
    const t = translatorFor('en');
    expect(t('sample.title')).toBe(SAMPLE_ACTUALS_NOTICE.title);
    expect(t('sample.detail')).toBe(SAMPLE_ACTUALS_NOTICE.detail(null));
    expect(t('sample.detailThrough', { month: '2026-03' })).toBe(SAMPLE_ACTUALS_NOTICE.detail('2026-03'));
    const [warning] = closeWarningsOf({ lastClosedMonth: '2026-02', incomplete: [{ month: '2026-03', missing: ['rides', 'employees'] }] });
    expect(t('title.closeWarning', { month: '2026-03', missing: 'rides, employees', used: t('title.actualsThrough', { month: '2026-02' }) })).toBe(warning?.message);
  });

  it('refuse a key the English texts lack instead of printing it', () => {
    expect(() => translatorFor('de')('sections.noSuchSection')).toThrow(/No English text/);
    expect(translatorFor('de')('sections.pnl')).toBe('Gewinn- und Verlustrechnung nach Jahren');
  });
});

describe('the language of a request', () => {
  const request = (acceptLanguage?: string) => ({ headers: { 'accept-language': acceptLanguage } });

  it('is what it asks for, else the stored preference, else the browser\'s (de* → German), else English', () => {
    expect(languageOf(request('en'), 'de', 'en')).toBe('de');
    expect(languageOf(request('en'), undefined, 'de')).toBe('de');
    expect(languageOf(request('de-AT,de;q=0.9'), undefined, null)).toBe('de');
    expect(languageOf(request('fr-FR,de;q=0.5'))).toBe('en');
    expect(languageOf(request())).toBe('en');
  });

  it('reads Accept-Language by its q-values', () => {
    expect(acceptedLanguages('en;q=0.4, de-DE;q=0.9, *')).toEqual(['de-DE', 'en']);
    expect(languageOf(request('en;q=0.4, de-DE;q=0.9'))).toBe('de');
  });
});
