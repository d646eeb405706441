import type { Db } from '../../db/sqlite/database.ts';
import type { DatevChart } from '../../../engine/actuals/datev/mapping.ts';
import type { DatevImportRecord, DatevMappingVersion, DatevRepo } from '../datev.ts';

interface MappingRow extends Omit<DatevMappingVersion, 'accounts'> {
  accounts: string;
}

interface ImportRow extends Omit<DatevImportRecord, 'months' | 'figures'> {
  months: string;
  figures: string;
}

const IMPORT_COLUMNS = 'id, created_at, created_by, file_name, sha256, kind, chart, booking_count, period_from, period_to, months, mapping_version, actuals_version, figures';

const mappingOf = (row: MappingRow): DatevMappingVersion => ({ ...row, accounts: JSON.parse(row.accounts) as Record<string, string> });
const importOf = (row: ImportRow): DatevImportRecord => ({
  ...row, months: JSON.parse(row.months) as string[], figures: JSON.parse(row.figures) as DatevImportRecord['figures'],
});

export function sqliteDatevRepo(db: Db): DatevRepo {
  const newestMapping = db.prepare<[string], MappingRow>('SELECT * FROM datev_mappings WHERE chart = ? ORDER BY version DESC LIMIT 1');
  const maxVersion = db.prepare<[], { version: number | null }>('SELECT MAX(version) AS version FROM datev_mappings');
  const insertMapping = db.prepare('INSERT INTO datev_mappings (version, chart, accounts, created_by, created_at, comment) VALUES (?, ?, ?, ?, ?, ?)');
  const byHash = db.prepare<[string], ImportRow>(`SELECT ${IMPORT_COLUMNS} FROM datev_imports WHERE sha256 = ?`);
  const byId = db.prepare<[number], ImportRow>(`SELECT ${IMPORT_COLUMNS} FROM datev_imports WHERE id = ?`);
  const insertImport = db.prepare(`INSERT INTO datev_imports (created_at, created_by, file_name, sha256, kind, chart, booking_count, period_from, period_to, months, mapping_version, actuals_version, figures, file)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING`);
  const newest = db.prepare<[number], ImportRow>(`SELECT ${IMPORT_COLUMNS} FROM datev_imports ORDER BY id DESC LIMIT ?`);
  const ofMonth = db.prepare<[string], ImportRow>(`SELECT ${IMPORT_COLUMNS} FROM datev_imports WHERE instr(months, ?) > 0 ORDER BY id DESC`);
  const fileOf = db.prepare<[number], { file: Buffer }>('SELECT file FROM datev_imports WHERE id = ?');

  return {
    async mapping(chart: DatevChart) {
      const row = newestMapping.get(chart);
      return row ? mappingOf(row) : null;
    },
    async saveMapping(chart, accounts, createdBy, expectedVersion, comment) {
      return db.transaction(() => {
        if ((newestMapping.get(chart)?.version ?? 0) !== expectedVersion) return null;
        const version = (maxVersion.get()?.version ?? 0) + 1;
        insertMapping.run(version, chart, JSON.stringify(accounts), createdBy, new Date().toISOString(), comment);
        const row = newestMapping.get(chart);
        return row ? mappingOf(row) : null;
      }).immediate();
    },
    async importByHash(sha256) {
      const row = byHash.get(sha256);
      return row && importOf(row);
    },
    async recordImport(entry) {
      const result = insertImport.run(new Date().toISOString(), entry.created_by, entry.file_name, entry.sha256, entry.kind, entry.chart, entry.booking_count,
        entry.period_from, entry.period_to, JSON.stringify(entry.months), entry.mapping_version, entry.actuals_version, JSON.stringify(entry.figures), Buffer.from(entry.file));
      if (result.changes === 0) return undefined;
      const row = byId.get(Number(result.lastInsertRowid));
      return row && importOf(row);
    },
    async imports(limit) {
      return newest.all(limit).map(importOf);
    },
    async latestImportOf(month, line) {
      return ofMonth.all(`"${month}"`).map(importOf).find((entry) => entry.figures[month]?.[line] !== undefined);
    },
    async file(id) {
      const row = fileOf.get(id);
      return row && new Uint8Array(row.file);
    },
  };
}
