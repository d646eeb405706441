import { apiRequest } from './client.ts';
import { driverImportAnswer, type DriverImportAnswer, type DriverImportBody } from '../../contract/driverImport.ts';

/** docs/api.md "Driver import": an exported Excel model's driver values against a scenario, nothing stored. */
export function importExcelDrivers(body: DriverImportBody): Promise<DriverImportAnswer> {
  return apiRequest('POST', '/import/excel-drivers', { body, schema: driverImportAnswer, timeoutMs: 60_000 });
}
