import type { Db } from '../../db/sqlite/database.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';
import type { ModelsRepo, ModelVersion } from '../models.ts';

interface ModelRow extends Omit<ModelVersion, 'source'> {
  source: string;
}

const fromRow = (row: ModelRow): ModelVersion => ({ ...row, source: JSON.parse(row.source) as ModelSource });

export function sqliteModelsRepo(db: Db): ModelsRepo {
  const latest = db.prepare<[], ModelRow>('SELECT * FROM model_versions ORDER BY version DESC LIMIT 1');
  const latestVersion = db.prepare<[], { version: number | null }>('SELECT MAX(version) AS version FROM model_versions');
  const byVersion = db.prepare<[number], ModelRow>('SELECT * FROM model_versions WHERE version = ?');
  const insert = db.prepare('INSERT INTO model_versions (version, source, published_by, published_at, comment) VALUES (?, ?, ?, ?, ?)');
  const history = db.prepare<[], Omit<ModelVersion, 'source'>>(
    'SELECT version, published_by, published_at, comment FROM model_versions ORDER BY version DESC',
  );
  const newest = (): number => latestVersion.get()?.version ?? 1;

  return {
    async current() {
      const row = latest.get();
      return row ? fromRow(row) : null;
    },
    async currentVersion() {
      return newest();
    },
    async get(version) {
      const row = byVersion.get(version);
      return row && fromRow(row);
    },
    async publish(source, publishedBy, expectedVersion, comment) {
      return db.transaction(() => {
        if (newest() !== expectedVersion) return null;
        const version = expectedVersion + 1;
        insert.run(version, JSON.stringify({ ...source, version }), publishedBy, new Date().toISOString(), comment);
        const row = byVersion.get(version);
        return row ? fromRow(row) : null;
      }).immediate();
    },
    async history() {
      return history.all();
    },
  };
}
