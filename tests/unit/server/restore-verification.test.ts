import { describe, expect, it } from 'vitest';
import { restoreDiffers, tableDifferences } from '../../../server/db/restoreVerification.ts';

describe('what a restore checks before it says "Restored"', () => {
  const backup = new Map([['users', 2], ['scenarios', 4], ['schema_migrations', 9]]);

  it('finds no difference when every table holds the backup\'s rows', () => {
    expect(tableDifferences(backup, new Map(backup))).toEqual([]);
  });

  it('names a table with other rows, a missing table and one the backup lacks', () => {
    const restored = new Map([['users', 2], ['scenarios', 3], ['risks', 1]]);
    expect(tableDifferences(backup, restored)).toEqual([
      'scenarios holds 3 rows, the backup 4',
      'schema_migrations is missing',
      'risks is not in the backup',
    ]);
    expect(restoreDiffers('fahrplan.db', tableDifferences(backup, restored), 'rolled back').message)
      .toBe('The restored fahrplan.db differs from the backup (scenarios holds 3 rows, the backup 4; schema_migrations is missing; risks is not in the backup): the restore was rolled back; nothing was changed');
  });
});
