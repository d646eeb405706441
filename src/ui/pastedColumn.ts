/**
 * A pasted block as rows of cell texts: one row per line, cells split at tabs as spreadsheets send
 * them; the trailing line break spreadsheets add is not a row.
 */
export function pastedBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/**
 * A pasted block as one column of cell texts: one per line, the first cell of each line when a
 * spreadsheet sends several columns.
 */
export function pastedColumn(text: string): string[] {
  return pastedBlock(text).map((cells) => cells[0] ?? '');
}
