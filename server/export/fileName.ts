import type { ExportType } from '../../contract/exports.ts';

/**
 * Export file names (part 2 §9): Fahrplan_{Executive_Summary|Detailed_Report|Financial_Model}_
 * {scenario name}_{YYYYMMDD}.pdf|.xlsx. The date is the export's calendar day in Germany.
 */
const EXPORT_KIND: Record<ExportType, { label: string; extension: 'pdf' | 'xlsx' }> = {
  'executive-summary': { label: 'Executive_Summary', extension: 'pdf' },
  'detailed-report': { label: 'Detailed_Report', extension: 'pdf' },
  'excel-model': { label: 'Financial_Model', extension: 'xlsx' },
};

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

export function exportDate(at: Date): string {
  return berlinDay.format(at).replace(/-/g, '');
}

/** Longest scenario part of a file name, in characters (code points). */
const MAX_NAME_PART = 80;

/**
 * The scenario name as a file-name part: whitespace becomes "_", characters that file systems or
 * the Content-Disposition header refuse are dropped, and an empty result falls back to "Scenario".
 * Dropped too are the invisible characters of Unicode's "other" category: controls, format
 * characters (bidirectional overrides — 'Q3 \u202efdp.exe' reads 'Q3 exe.pdf' — and zero-width
 * spaces), lone surrogates (which encodeURIComponent refuses), private-use and unassigned ones.
 * Whatever names input accepts, names stored earlier must export safely too.
 */
export function fileNamePart(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\p{C}/gu, '')
    .replace(/[/\\:*?"<>|;]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/^\.+/, '');
  // Cut by code points: cutting UTF-16 units could leave half of an emoji.
  return Array.from(cleaned).slice(0, MAX_NAME_PART).join('') || 'Scenario';
}

export function exportFileName(type: ExportType, scenarioName: string, at: Date): string {
  const kind = EXPORT_KIND[type];
  return `Fahrplan_${kind.label}_${fileNamePart(scenarioName)}_${exportDate(at)}.${kind.extension}`;
}

/** RFC 6266: an ASCII fallback for old clients plus the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'Fahrplan_Export';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
