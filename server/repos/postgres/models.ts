import type { Pool } from '../../db/postgres/pool.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';
import type { ModelsRepo, ModelVersion } from '../models.ts';

interface ModelRow extends Omit<ModelVersion, 'published_at'> {
  published_at: Date;
}

const fromRow = (row: ModelRow): ModelVersion => ({ ...row, published_at: row.published_at.toISOString() });

export function postgresModelsRepo(pool: Pool): ModelsRepo {
  return {
    async current() {
      const { rows } = await pool.query<ModelRow>('SELECT version, source, published_by, published_at, comment FROM model_versions ORDER BY version DESC LIMIT 1');
      return rows[0] ? fromRow(rows[0]) : null;
    },
    async currentVersion() {
      const { rows } = await pool.query<{ version: number | null }>('SELECT MAX(version) AS version FROM model_versions');
      return rows[0]?.version ?? 1;
    },
    async get(version) {
      const { rows } = await pool.query<ModelRow>('SELECT version, source, published_by, published_at, comment FROM model_versions WHERE version = $1', [version]);
      return rows[0] && fromRow(rows[0]);
    },
    async publish(source: ModelSource, publishedBy, expectedVersion, comment) {
      // One statement: of two publishes against the same version, the second waits on the primary
      // key for the first to commit and then inserts nothing.
      const version = expectedVersion + 1;
      const { rows } = await pool.query<ModelRow>(`INSERT INTO model_versions (version, source, published_by, published_at, comment)
        SELECT $1::int, $2::json, $3, $4, $5 WHERE COALESCE((SELECT MAX(version) FROM model_versions), 1) = $6::int
        ON CONFLICT (version) DO NOTHING
        RETURNING version, source, published_by, published_at, comment`,
      [version, JSON.stringify({ ...source, version }), publishedBy, new Date().toISOString(), comment, expectedVersion]);
      return rows[0] ? fromRow(rows[0]) : null;
    },
    async history() {
      const { rows } = await pool.query<Omit<ModelRow, 'source'>>('SELECT version, published_by, published_at, comment FROM model_versions ORDER BY version DESC');
      return rows.map((row) => ({ ...row, published_at: row.published_at.toISOString() }));
    },
  };
}
