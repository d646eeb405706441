import type { ExportType } from '../../contract/exports.ts';
import { withoutBidiControls } from '../../contract/text.ts';

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

/**
 * The scenario name as a file-name part: whitespace becomes "_", characters that file systems or
 * the Content-Disposition header refuse are dropped, and so are direction controls a name stored
 * before the text rules of contract/text.ts may carry (they would make "x.pdf" read differently).
 * An empty result falls back to "Scenario".
 */
export function fileNamePart(name: string): string {
  const cleaned = withoutBidiControls(name
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ''))
    .replace(/[/\\:*?"<>|;]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/^\.+/, '');
  return cleaned.slice(0, 80) || 'Scenario';
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
