/**
 * The contract between the two evaluators (docs/architecture.md "Two evaluators"): equal within
 * 1e-9 relative, 1e-6 absolute near zero, and null exactly where the workbook is null.
 */
export function twinClose(kernel: number | null, workbook: number | null): boolean {
  if (kernel === null || workbook === null || Object.is(kernel, workbook)) return kernel === workbook;
  const difference = Math.abs(kernel - workbook);
  return difference <= 1e-6 || difference <= 1e-9 * Math.max(Math.abs(kernel), Math.abs(workbook));
}

export interface TwinTally {
  numbers: number;
  exact: number;
}

/**
 * Where two answers of the same shape differ beyond the twin's tolerance: numbers by twinClose,
 * everything else (texts, statuses, keys, nulls, array lengths) exactly. Counts the numbers
 * compared and those equal bit for bit into `tally`.
 */
export function twinDifferences(kernel: unknown, workbook: unknown, tally: TwinTally = { numbers: 0, exact: 0 }, path = '$'): string[] {
  if (typeof kernel === 'number' && typeof workbook === 'number') {
    tally.numbers += 1;
    if (Object.is(kernel, workbook)) tally.exact += 1;
    return twinClose(kernel, workbook) ? [] : [`${path}: kernel ${kernel}, workbook ${workbook}`];
  }
  if (Array.isArray(kernel) && Array.isArray(workbook)) {
    if (kernel.length !== workbook.length) return [`${path}: ${kernel.length} items, workbook ${workbook.length}`];
    return kernel.flatMap((item, i) => twinDifferences(item, workbook[i], tally, `${path}[${i}]`));
  }
  if (kernel !== null && workbook !== null && typeof kernel === 'object' && typeof workbook === 'object') {
    const keys = Object.keys(kernel).sort();
    const expected = Object.keys(workbook).sort();
    if (keys.join() !== expected.join()) return [`${path}: keys ${keys.join()} against the workbook's ${expected.join()}`];
    return keys.flatMap((key) => twinDifferences((kernel as Record<string, unknown>)[key], (workbook as Record<string, unknown>)[key], tally, `${path}.${key}`));
  }
  return Object.is(kernel, workbook) ? [] : [`${path}: kernel ${JSON.stringify(kernel)}, workbook ${JSON.stringify(workbook)}`];
}
