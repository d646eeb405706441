import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { wordedError } from '../http/errors.ts';
import { translatorFor, type Translate } from '../i18n/index.ts';
import type { DriversSheetMissing } from '../import/excelDrivers.ts';
import { driversSheetTexts } from '../export/excel/driversSheetLayout.ts';
import { requireUser } from '../http/access.ts';
import { effectiveDrivers } from '../model/forecastShapes.ts';
import {
  DRIVER_WORKBOOK_MAX_BYTES, driverImportAnswer, driverImportBody, driverImportRejectedAnswer, WORKBOOK_INVALID,
} from '../../contract/driverImport.ts';
import { parseBody } from './inputs.ts';
import { scenarioFromQuery } from './scenarioAccess.ts';
import { readUpload } from './uploadRead.ts';

/** Why the workbook is not an exported model, naming the Drivers sheet and its headers as an export in the reader's language writes them. */
function sheetMissing(missing: DriversSheetMissing, t: Translate): string {
  const sheet = driversSheetTexts(translatorFor(t.language));
  return missing.problem === 'not_exported'
    ? t('driverWorkbook.notExported', { sheet: sheet.name, id: sheet.headers.id, value: sheet.headers.value })
    : t('driverWorkbook.noDrivers', { sheet: sheet.name, count: missing.driverCount });
}

/**
 * POST /api/import/excel-drivers: an exported Excel model's Drivers sheet, read on the upload
 * thread within the sheet's shape and compared; nothing stored.
 */
export function driverImportRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/import/excel-drivers', {
    bodyLimit: Math.ceil(DRIVER_WORKBOOK_MAX_BYTES / 3) * 4 + 4096,
    config: {
      access: 'user',
      openapi: {
        summary: 'Reads the Drivers sheet of an Excel model Fahrplan exported (base64) and answers the values that differ from the scenario\'s, old → new, to apply as drafts; 422 workbook_invalid for a workbook of another shape or a refused value by its row, 413 for a workbook beyond the upload limits, 429 upload_in_progress or upload_queue_full with Retry-After',
        body: driverImportBody, response: driverImportAnswer, errors: { 422: driverImportRejectedAnswer },
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(driverImportBody, request);
    const scenario = await scenarioFromQuery(services, user, body.scenario_id);
    const file: Uint8Array = Buffer.from(body.file_base64, 'base64');
    const { definition } = services.model.definition();
    const catalog = { drivers: definition.drivers, derivedCount: definition.derived.length };
    const read = await readUpload(services, reply, user.id, { kind: 'drivers-workbook', file, catalog }, { code: WORKBOOK_INVALID, field: 'file_base64' });
    if (!read.ok && read.kind === 'shape') throw wordedError(422, WORKBOOK_INVALID, (t) => sheetMissing(read.shape, t), 'file_base64');
    if (!read.ok) {
      throw wordedError(422, WORKBOOK_INVALID, (t) => t('driverWorkbook.refused', { count: read.errors.length }), 'file_base64', { errors: read.errors });
    }
    const current = effectiveDrivers(services.model, scenario);
    const changes = definition.drivers.filter((driver) => read.values[driver.id] !== undefined && read.values[driver.id] !== current[driver.id])
      .map((driver) => ({ driver: driver.id, name: driver.name, unit: driver.unit, old: current[driver.id] as number, new: read.values[driver.id] as number }));
    return { scenario_id: scenario.scenario_id, scenario_name: scenario.scenario_name, drivers_read: Object.keys(read.values).length, changes };
  });
}
