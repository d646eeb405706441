import type { Pool } from '../../db/postgres/pool.ts';
import type { DatevChart } from '../../../engine/actuals/datev/mapping.ts';
import type { DatevImportRecord, DatevMappingVersion, DatevRepo } from '../datev.ts';

interface MappingRow extends Omit<DatevMappingVersion, 'created_at'> {
  created_at: Date;
}

interface ImportRow extends Omit<DatevImportRecord, 'created_at'> {
  created_at: Date;
}

const IMPORT_COLUMNS = 'id, created_at, created_by, file_name, sha256, kind, chart, booking_count, period_from, period_to, months, mapping_version, actuals_version, figures';

const mappingOf = (row: MappingRow): DatevMappingVersion => ({ ...row, created_at: row.created_at.toISOString() });
const importOf = (row: ImportRow): DatevImportRecord => ({ ...row, created_at: row.created_at.toISOString() });

export function postgresDatevRepo(pool: Pool): DatevRepo {
  const newestMapping = async (chart: DatevChart) => {
    const { rows } = await pool.query<MappingRow>('SELECT version, chart, accounts, created_by, created_at, comment FROM datev_mappings WHERE chart = $1 ORDER BY version DESC LIMIT 1', [chart]);
    return rows[0] ? mappingOf(rows[0]) : null;
  };
  return {
    mapping: newestMapping,
    async saveMapping(chart, accounts, createdBy, expectedVersion, comment) {
      // One statement: of two saves against the same version, the second waits on the primary key
      // for the first to commit and then inserts nothing (the chart's newest is no longer expected).
      const { rows } = await pool.query<MappingRow>(`INSERT INTO datev_mappings (version, chart, accounts, created_by, created_at, comment)
        SELECT COALESCE((SELECT MAX(version) FROM datev_mappings), 0) + 1, $1, $2::json, $3, $4, $5
        WHERE COALESCE((SELECT MAX(version) FROM datev_mappings WHERE chart = $1), 0) = $6::int
        ON CONFLICT (version) DO NOTHING
        RETURNING version, chart, accounts, created_by, created_at, comment`,
      [chart, JSON.stringify(accounts), createdBy, new Date().toISOString(), comment, expectedVersion]);
      return rows[0] ? mappingOf(rows[0]) : null;
    },
    async importByHash(sha256) {
      const { rows } = await pool.query<ImportRow>(`SELECT ${IMPORT_COLUMNS} FROM datev_imports WHERE sha256 = $1`, [sha256]);
      return rows[0] && importOf(rows[0]);
    },
    async recordImport(entry) {
      const { rows } = await pool.query<ImportRow>(`INSERT INTO datev_imports (created_at, created_by, file_name, sha256, kind, chart, booking_count, period_from, period_to, months, mapping_version, actuals_version, figures, file)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::json, $11, $12, $13::json, $14) ON CONFLICT (sha256) DO NOTHING RETURNING ${IMPORT_COLUMNS}`,
      [new Date().toISOString(), entry.created_by, entry.file_name, entry.sha256, entry.kind, entry.chart, entry.booking_count, entry.period_from, entry.period_to,
        JSON.stringify(entry.months), entry.mapping_version, entry.actuals_version, JSON.stringify(entry.figures), Buffer.from(entry.file)]);
      return rows[0] && importOf(rows[0]);
    },
    async imports(limit) {
      const { rows } = await pool.query<ImportRow>(`SELECT ${IMPORT_COLUMNS} FROM datev_imports ORDER BY id DESC LIMIT $1`, [limit]);
      return rows.map(importOf);
    },
    async latestImportOf(month, line) {
      const { rows } = await pool.query<ImportRow>(`SELECT ${IMPORT_COLUMNS} FROM datev_imports WHERE strpos(months::text, $1) > 0 ORDER BY id DESC`, [`"${month}"`]);
      return rows.map(importOf).find((entry) => entry.figures[month]?.[line] !== undefined);
    },
    async file(id) {
      const { rows } = await pool.query<{ file: Buffer }>('SELECT file FROM datev_imports WHERE id = $1', [id]);
      return rows[0] && new Uint8Array(rows[0].file);
    },
  };
}
