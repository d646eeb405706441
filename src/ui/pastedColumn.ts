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
