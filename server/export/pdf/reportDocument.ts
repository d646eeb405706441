import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { FONT, reportFonts } from './fonts.ts';
import type { NumberFormatter } from '../../../engine/format/number.ts';
import { translatorFor, type Translate } from '../../i18n/index.ts';

/**
 * The page frame and building blocks every report uses: A4 pages with a running header and a
 * "Page n of N" footer, section titles that become PDF bookmarks, paragraphs, metric tiles,
 * tables that continue on the next page with their header repeated, and SVG charts. All text
 * is real text in an embedded font, so it can be selected, searched and read by pdftotext.
 */
export const COLOR = {
  text: '#142033',
  muted: '#5b6b82',
  primary: '#1f5eff',
  navy: '#1f3a68',
  border: '#dfe4ee',
  zebra: '#f5f7fb',
  tile: '#eef3ff',
  good: '#15803d',
  warning: '#a16207',
  critical: '#b91c1c',
} as const;

const MARGIN = { top: 62, bottom: 54, left: 48, right: 48 };

export interface ReportMeta {
  /** 'Executive Summary' or 'Detailed Report'. */
  reportName: string;
  scenarioName: string;
  generatedAt: Date;
  /** The figures in the number format of the user who asked for the report. */
  figures: NumberFormatter;
  /** The report's words in the language of the user who asked for it (default English). */
  t?: Translate;
}

export interface TableColumn<Row> {
  header: string;
  /** Share of the table width; the shares of a table's columns are scaled to fill it. */
  width: number;
  align?: 'left' | 'right' | 'center';
  text(row: Row): string;
  color?(row: Row): string | undefined;
  bold?(row: Row): boolean;
}

export interface Metric {
  label: string;
  value: string;
  note?: string;
  color?: string;
}

export class ReportDocument {
  readonly doc: PDFKit.PDFDocument;
  private readonly meta: ReportMeta;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  /** Section titles with their page number (1-based), for a table of contents. */
  readonly sections: { title: string; page: number }[] = [];
  readonly figures: NumberFormatter;
  readonly t: Translate;

  constructor(meta: ReportMeta) {
    this.meta = meta;
    this.figures = meta.figures;
    const t = meta.t ?? translatorFor('en');
    this.t = t;
    this.doc = new PDFDocument({
      size: 'A4', margins: MARGIN, bufferPages: true, lang: t.language, displayTitle: true, pdfVersion: '1.7',
      info: {
        Title: t('frame.title', { report: meta.reportName, scenario: meta.scenarioName }), Author: 'Fahrplan', Creator: 'Fahrplan',
        Subject: t('frame.subject', { report: meta.reportName, scenario: meta.scenarioName }), CreationDate: meta.generatedAt,
      },
    });
    for (const [name, data] of reportFonts()) this.doc.registerFont(name, data);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text);
  }

  get left(): number { return MARGIN.left; }
  get width(): number { return this.doc.page.width - MARGIN.left - MARGIN.right; }
  get bottom(): number { return this.doc.page.height - MARGIN.bottom; }
  get y(): number { return this.doc.y; }
  set y(value: number) { this.doc.y = value; }

  /** Wide tables (the P&L by year) get a landscape page; without a choice the orientation stays. */
  newPage(options: { landscape?: boolean } = {}): void {
    const landscape = options.landscape ?? this.doc.page.layout === 'landscape';
    this.doc.addPage({ size: 'A4', layout: landscape ? 'landscape' : 'portrait', margins: MARGIN });
    this.doc.x = this.left;
    this.doc.y = MARGIN.top;
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  ensureSpace(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  space(points: number): void {
    this.y += points;
  }

  /** A section title, listed in the PDF's bookmarks. */
  sectionTitle(text: string, subtitle?: string): void {
    this.ensureSpace(60);
    this.doc.outline.addItem(text);
    this.sections.push({ title: text, page: this.doc.bufferedPageRange().count });
    this.doc.font(FONT.bold).fontSize(17).fillColor(COLOR.navy).text(text, this.left, this.y, { width: this.width });
    if (subtitle) this.doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted).text(subtitle, this.left, this.y + 2, { width: this.width });
    const rule = this.y + 4;
    this.doc.moveTo(this.left, rule).lineTo(this.left + this.width, rule).lineWidth(1).strokeColor(COLOR.primary).stroke();
    this.y = rule + 10;
    this.reset();
  }

  /** `keepWith`: the height of what follows, so a heading never ends a page alone. */
  subheading(text: string, keepWith = 40): void {
    this.ensureSpace(keepWith + 20);
    this.doc.font(FONT.semibold).fontSize(11.5).fillColor(COLOR.navy).text(text, this.left, this.y, { width: this.width });
    this.space(4);
    this.reset();
  }

  paragraph(text: string, options: { size?: number; color?: string } = {}): void {
    this.doc.font(FONT.regular).fontSize(options.size ?? 9.5).fillColor(options.color ?? COLOR.text);
    this.ensureSpace(this.doc.heightOfString(text, { width: this.width }) + 4);
    this.doc.text(text, this.left, this.y, { width: this.width, lineGap: 1.5 });
    this.space(6);
    this.reset();
  }

  /** A row of tiles with a label, a large value and a note. */
  metrics(items: readonly Metric[], height = 64): void {
    this.ensureSpace(height + 10);
    const gap = 10;
    const tileWidth = (this.width - gap * (items.length - 1)) / items.length;
    const top = this.y;
    items.forEach((item, i) => {
      const x = this.left + i * (tileWidth + gap);
      this.doc.roundedRect(x, top, tileWidth, height, 6).fill(COLOR.tile);
      const inner = tileWidth - 20;
      // One line each: a height of one line makes pdfkit cut the text with an ellipsis instead of wrapping.
      const label = item.label.toUpperCase();
      this.doc.font(FONT.semibold).fontSize(this.fittingSize(label, inner, 7.5, 6)).fillColor(COLOR.muted).text(label, x + 10, top + 9, { width: inner, height: 10, ellipsis: true });
      this.doc.font(FONT.bold).fontSize(this.fittingSize(item.value, inner, 15, 9)).fillColor(item.color ?? COLOR.text)
        .text(item.value, x + 10, top + 22, { width: inner, height: 19, ellipsis: true });
      if (item.note) this.doc.font(FONT.regular).fontSize(this.fittingSize(item.note, inner, 7.5, 6)).fillColor(COLOR.muted).text(item.note, x + 10, top + 44, { width: inner, height: 10, ellipsis: true });
    });
    this.y = top + height + 12;
    this.reset();
  }

  /**
   * A table; rows that do not fit continue on a new page under a repeated header. `padding`: the
   * space around a cell's text (a statement of 30 rows fits a page at 2.5). `ruleAbove`: rows with a
   * darker rule over them (a statement's totals).
   */
  table<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[], options: { fontSize?: number; zebra?: boolean; padding?: number; ruleAbove?(row: Row): boolean } = {}): void {
    const size = options.fontSize ?? 8;
    const pad = options.padding ?? 3.5;
    const share = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / share) * this.width);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((a, b) => a + b, 0));

    const cellHeight = (text: string, width: number, font: string) => {
      this.doc.font(font).fontSize(size);
      return this.doc.heightOfString(text || ' ', { width: width - 2 * pad }) + 2 * pad;
    };
    const drawHeader = () => {
      const height = Math.max(...columns.map((c, i) => cellHeight(c.header, widths[i] ?? 0, FONT.semibold)));
      // Every text() call moves doc.y; cells of one row all start at the row's top.
      const top = this.y;
      this.doc.rect(this.left, top, this.width, height).fill(COLOR.navy);
      columns.forEach((c, i) => {
        this.doc.font(FONT.semibold).fontSize(size).fillColor('#ffffff')
          .text(c.header, (xs[i] ?? 0) + pad, top + pad, { width: (widths[i] ?? 0) - 2 * pad, align: c.align ?? 'left' });
      });
      this.y = top + height;
    };

    this.ensureSpace(40);
    drawHeader();
    rows.forEach((row, r) => {
      const texts = columns.map((c) => c.text(row));
      const fonts = columns.map((c) => (c.bold?.(row) ? FONT.semibold : FONT.regular));
      const height = Math.max(...texts.map((t, i) => cellHeight(t, widths[i] ?? 0, fonts[i] ?? FONT.regular)));
      if (this.y + height > this.bottom) {
        this.newPage();
        drawHeader();
      }
      const top = this.y;
      if (options.zebra !== false && r % 2 === 1) this.doc.rect(this.left, top, this.width, height).fill(COLOR.zebra);
      if (r > 0 && options.ruleAbove?.(row)) this.doc.moveTo(this.left, top).lineTo(this.left + this.width, top).lineWidth(0.8).strokeColor(COLOR.muted).stroke();
      columns.forEach((c, i) => {
        this.doc.font(fonts[i] ?? FONT.regular).fontSize(size).fillColor(c.color?.(row) ?? COLOR.text)
          .text(texts[i] ?? '', (xs[i] ?? 0) + pad, top + pad, { width: (widths[i] ?? 0) - 2 * pad, align: c.align ?? 'left' });
      });
      this.y = top + height;
      this.doc.moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(0.4).strokeColor(COLOR.border).stroke();
    });
    this.space(10);
    this.reset();
  }

  /** An SVG chart (ECharts' server-side rendering) drawn as vectors, its text in the report font. */
  chart(svg: string, height: number, width = this.width): void {
    this.ensureSpace(height + 8);
    SVGtoPDF(this.doc, svg, this.left + (this.width - width) / 2, this.y, {
      width, height, assumePt: true,
      fontCallback: (_family, bold) => (bold ? FONT.semibold : FONT.regular),
    });
    this.y += height + 8;
    this.reset();
  }

  /** Writes the contents list (sections and pages) on an earlier page, once every section is laid out. */
  contents(pageIndex: number, top: number): void {
    this.doc.switchToPage(pageIndex);
    let y = top;
    for (const section of this.sections) {
      this.doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.text)
        .text(section.title, this.left, y, { width: this.width - 40, lineBreak: false })
        .text(String(section.page), this.left + this.width - 40, y, { width: 40, align: 'right', lineBreak: false });
      this.doc.moveTo(this.left, y + 15).lineTo(this.left + this.width, y + 15).lineWidth(0.4).strokeColor(COLOR.border).stroke();
      y += 21;
    }
  }

  /** Writes the running header and "Page n of N" on every page, then closes the document. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    const date = this.meta.generatedAt.toISOString().slice(0, 10);
    for (let i = range.start; i < range.start + range.count; i += 1) {
      this.doc.switchToPage(i);
      const page = this.doc.page;
      const saved = { ...page.margins };
      // Writing outside the margins would make pdfkit open a new page; the frame sits there on purpose.
      page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
      const width = page.width - MARGIN.left - MARGIN.right;
      this.doc.font(FONT.semibold).fontSize(8).fillColor(COLOR.navy)
        .text(this.t('frame.header', { report: this.meta.reportName }), MARGIN.left, 28, { width: width / 2, lineBreak: false });
      this.doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted)
        .text(this.meta.scenarioName, MARGIN.left + width / 2, 28, { width: width / 2, align: 'right', lineBreak: false, ellipsis: true });
      this.doc.moveTo(MARGIN.left, 42).lineTo(MARGIN.left + width, 42).lineWidth(0.5).strokeColor(COLOR.border).stroke();
      const footerY = page.height - 34;
      this.doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted)
        .text(this.t('frame.footer', { date }), MARGIN.left, footerY, { width: width / 2, lineBreak: false })
        .text(this.t('frame.page', { page: i - range.start + 1, pages: range.count }), MARGIN.left + width / 2, footerY, { width: width / 2, align: 'right', lineBreak: false });
      page.margins = saved;
    }
    this.doc.end();
    return this.done;
  }

  /** The largest font size from `max` down to `min` at which `text` fits `width` on one line. */
  private fittingSize(text: string, width: number, max: number, min: number): number {
    let size = max;
    while (size > min && this.doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
    return size;
  }

  private reset(): void {
    this.doc.x = this.left;
    this.doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text);
  }
}
