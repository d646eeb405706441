/**
 * Reads what a user typed or pasted into a driver cell. Returns NaN for anything that is not
 * plainly a number, so the model's check refuses it visibly: a typo never becomes 0 or a clamped
 * value. Accepted: plain numbers ("3.2", "-1e3", "−5"), English grouping ("1,500,000"), a trailing
 * "%" on percent drivers, a leading "€" on euro drivers, and for month drivers "2025-11" or
 * "202511".
 */
export function parseDriverInput(input: unknown, unit: string): number {
  if (typeof input === 'number') return input;
  if (typeof input !== 'string') return Number.NaN;
  let text = input.trim().replace(/\u2212/g, '-');
  if (unit === 'month') {
    const dashed = /^(\d{4})-(\d{1,2})$/.exec(text);
    if (dashed) return Number(dashed[1]) * 100 + Number(dashed[2]);
    return /^\d{6}$/.test(text) ? Number(text) : Number.NaN;
  }
  if (unit.includes('%') && text.endsWith('%')) text = text.slice(0, -1);
  if (unit.startsWith('€') && /^[+-]?€/.test(text)) text = text.replace('€', '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return Number.NaN;
  return Number(text);
}

/**
 * A pasted block as one column of cell texts: one per line, the first cell of each line when a
 * spreadsheet sends several columns (tab separated); the trailing line break spreadsheets add is
 * not a value.
 */
export function pastedColumn(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t')[0] ?? '');
}
