/**
 * What a restore checks before it says "Restored" (issue 24): every table of the backup holds as
 * many rows in the database as in the backup, and the database has no table the backup lacks.
 */

/** Rows per table, by table name. */
export type TableCounts = ReadonlyMap<string, number>;

/** Each difference between the backup's tables and the restored database's, as a reader names it; none when they agree. */
export function tableDifferences(backup: TableCounts, restored: TableCounts): string[] {
  const differences: string[] = [];
  for (const [table, rows] of backup) {
    const found = restored.get(table);
    if (found === undefined) differences.push(`${table} is missing`);
    else if (found !== rows) differences.push(`${table} holds ${found} rows, the backup ${rows}`);
  }
  for (const table of restored.keys()) {
    if (!backup.has(table)) differences.push(`${table} is not in the backup`);
  }
  return differences;
}

/** The error of a restore whose result differs from the backup: rolled back (nothing changed) or already committed. */
export function restoreDiffers(target: string, differences: readonly string[], outcome: 'rolled back' | 'committed'): Error {
  const then = outcome === 'rolled back'
    ? 'the restore was rolled back; nothing was changed'
    : 'do not start the server on it: restore again, from another backup if this one keeps failing';
  return new Error(`The restored ${target} differs from the backup (${differences.join('; ')}): ${then}`);
}
