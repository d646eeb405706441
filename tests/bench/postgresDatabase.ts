import { CLUSTER_VARIABLE, dropDatabases, ensureDatabase } from '../helpers/postgres.ts';
import type { BenchRun } from './stats.ts';

/**
 * Runs `measure` on a fresh database of the cluster at FAHRPLAN_TEST_DATABASE_URL and drops it
 * afterwards; without a cluster the figures are reported as skipped (stderr with --json).
 */
export async function onBenchDatabase(run: BenchRun, figures: readonly string[], measure: (databaseUrl: string) => Promise<void>): Promise<void> {
  const cluster = process.env[CLUSTER_VARIABLE];
  if (!cluster) {
    run.skipped(figures, `${figures.join('; ')}: no PostgreSQL cluster (set ${CLUSTER_VARIABLE}, e.g. to what .ci/postgres-cluster start DIR prints)`);
    return;
  }
  const name = `fahrplan_bench_${process.pid}`;
  try {
    await measure(await ensureDatabase(name, cluster));
  } finally {
    await dropDatabases(name, cluster);
  }
}
