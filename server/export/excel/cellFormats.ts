import type { Fill, Font, Borders, Workbook } from 'exceljs';
import type { NumberFormat } from '../../../engine/format/number.ts';
import type { LineUnit } from '../../../engine/model/types.ts';

/**
 * Number formats and styles a finance reader expects: whole euros with thousands separators and
 * negatives in red (written with the English euro sign; applyEuroFormats moves it for German), ratios as percentages, inputs in blue and calculations in black.
 */
export const FORMAT = {
  euro: '"€"#,##0;[Red]-"€"#,##0',
  euroCents: '"€"#,##0.00;[Red]-"€"#,##0.00',
  signedWhole: '#,##0;[Red]-#,##0',
  count: '#,##0.0',
  whole: '#,##0',
  ratioPercent: '0.0%',
  index: '0.0000',
  oneDecimal: '#,##0.0',
  twoDecimals: '#,##0.00;[Red]-#,##0.00',
  plain: '0',
  general: 'General',
} as const;

/**
 * The euro formats in the reader's number format: the euro sign after the figure in German
 * ("1.234 €"), before it in English ("€1,234"). The separators are Excel's own: a format code is
 * always written with ',' grouping and '.' decimals, and Excel shows them in its reader's locale.
 */
const EURO_FORMATS: Record<NumberFormat, Record<string, string>> = {
  de: {
    [FORMAT.euro]: '#,##0 "€";[Red]-#,##0 "€"',
    [FORMAT.euroCents]: '#,##0.00 "€";[Red]-#,##0.00 "€"',
  },
  en: {},
};

/** Gives every euro cell of `book` the euro sign where the reader's number format puts it. */
export function applyEuroFormats(book: Workbook, format: NumberFormat): void {
  const formats = EURO_FORMATS[format];
  book.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const localised = formats[cell.numFmt];
        if (localised) cell.numFmt = localised;
      });
    });
  });
}

export function lineFormat(unit: LineUnit): string {
  switch (unit) {
    case 'EUR': return FORMAT.euro;
    case 'count': return FORMAT.count;
    case 'rides': return FORMAT.whole;
    case 'ratio': return FORMAT.ratioPercent;
    case 'index': return FORMAT.index;
    case 'FTE': return FORMAT.oneDecimal;
    case 'month': return FORMAT.plain;
  }
}

/** KPI units are display units ('%', 'x', 'k€', 'months', …): percentages with one decimal as on screen. */
export function kpiFormat(unit: string): string {
  if (unit === '%' || unit === 'pp/year') return FORMAT.oneDecimal;
  if (unit === 'days') return FORMAT.whole;
  return FORMAT.twoDecimals;
}

/** The workbook's body font: a styled cell without a font name is drawn in the spreadsheet's fallback serif. */
const BODY_FONT = 'Calibri';

export const HEADER_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3A68' } };
export const HEADER_FONT: Partial<Font> = { name: BODY_FONT, bold: true, color: { argb: 'FFFFFFFF' } };
export const HEADER_BORDER: Partial<Borders> = { bottom: { style: 'thin', color: { argb: 'FF0B1F3F' } } };
/** Inputs in blue: the cells a user may change (drivers, actuals); everything black is a formula. */
export const INPUT_FONT: Partial<Font> = { name: BODY_FONT, color: { argb: 'FF1F4FD1' } };
export const TOTAL_FONT: Partial<Font> = { name: BODY_FONT, bold: true };
/** A thin rule above a statement's totals. */
export const TOTAL_BORDER: Partial<Borders> = { top: { style: 'thin', color: { argb: 'FF8A97AD' } } };
/** The balance check: green and bold at 0, white on red when it is off. */
export const CHECK_PASSED_FONT: Partial<Font> = { name: BODY_FONT, bold: true, color: { argb: 'FF15803D' } };
export const CHECK_FAILED_FONT: Partial<Font> = { name: BODY_FONT, bold: true, color: { argb: 'FFFFFFFF' } };
export const CHECK_FAILED_FILL: Fill = { type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFB91C1C' }, fgColor: { argb: 'FFB91C1C' } };
export const SECTION_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3FA' } };
