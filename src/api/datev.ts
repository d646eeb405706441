import type { z } from 'zod';
import { apiRequest } from './client.ts';
import {
  datevExplainAnswer, datevImportAnswer, datevImportsAnswer, datevMappingAnswer, datevReadAnswer, type datevMappingBody, type DatevKind,
} from '../../contract/datev.ts';
import type { DatevChart } from '../../engine/actuals/datev/mapping.ts';

/** docs/api.md "DATEV import": actuals from the books, read through the company's account mapping. */
const TIMEOUT_MS = 10_000;
/** A year's Buchungsstapel of 150,000 bookings is read, mapped and evaluated by the server: a minute at most. */
const FILE_TIMEOUT_MS = 60_000;

/** What the file is; a SuSa also says its month and chart (a Buchungsstapel names its chart in its header). */
export interface DatevFileQuery {
  kind: DatevKind;
  chart?: DatevChart;
  month?: string;
  file_name: string;
}

const fileBody = (file: Blob) => ({ content: file, type: 'application/octet-stream' });

/** The file read and previewed through the mapping, nothing stored (admin); 422 datev_invalid lists its problems by line and DATEV field. */
export function readDatevFile(file: Blob, query: DatevFileQuery) {
  return apiRequest('POST', '/actuals/datev/read', { file: fileBody(file), query: { ...query }, schema: datevReadAnswer, timeoutMs: FILE_TIMEOUT_MS });
}

/**
 * The file imported as a new monthly actuals version (admin): `mapping_version` and `version` are
 * those the preview was read on, so a change meanwhile is a 409 instead of an import nobody saw.
 */
export function importDatevFile(file: Blob, query: DatevFileQuery & { mapping_version: number; version: number }) {
  return apiRequest('POST', '/actuals/datev/import', { file: fileBody(file), query: { ...query }, schema: datevImportAnswer, timeoutMs: FILE_TIMEOUT_MS });
}

export function getDatevMapping(chart: DatevChart) {
  return apiRequest('GET', '/actuals/datev/mapping', { query: { chart }, schema: datevMappingAnswer, timeoutMs: TIMEOUT_MS });
}

/** Stores the chart's whole company mapping as its next version (admin); 409 version_conflict when `version` is no longer the newest. */
export function putDatevMapping(body: z.infer<typeof datevMappingBody>) {
  return apiRequest('PUT', '/actuals/datev/mapping', { body, schema: datevMappingAnswer, timeoutMs: TIMEOUT_MS });
}

/** The import log, newest first. */
export function getDatevImports() {
  return apiRequest('GET', '/actuals/datev/imports', { schema: datevImportsAnswer, timeoutMs: TIMEOUT_MS });
}

/** The accounts and bookings behind a monthly actual figure that came from a DATEV import (`import: null` when none did). */
export function getDatevExplain(month: string, line: string) {
  return apiRequest('GET', '/actuals/datev/explain', { query: { month, line }, schema: datevExplainAnswer, timeoutMs: TIMEOUT_MS });
}
