import { call, loginAs, tempDataDir, TEST_ADMIN } from '../server/harness.ts';
import { startServerProcess, type ServerProcess } from '../server/serverProcess.ts';
import { timing, type BenchRun } from './stats.ts';
import { onBenchDatabase } from './postgresDatabase.ts';

const FIGURE = 'api: scenario saved on A, seen on B';
const SAVES = 200;

/**
 * Two server processes on one PostgreSQL database (issue 18): from A acknowledging a scenario
 * update (PUT answered) to B answering the new version on GET. A commits before it answers, so
 * B's first read already sees it; the figure is that read, polled until the version shows.
 */
export async function benchInstances(run: BenchRun): Promise<void> {
  if (!run.wants(FIGURE)) return;
  await onBenchDatabase(run, [FIGURE], async (databaseUrl) => {
    const env = { FAHRPLAN_DATA_DIR: tempDataDir(), DATABASE_URL: databaseUrl };
    const processes: ServerProcess[] = [];
    try {
      const a = await startServerProcess(env);
      processes.push(a);
      const b = await startServerProcess(env);
      processes.push(b);
      const token = await loginAs(a, TEST_ADMIN.username, TEST_ADMIN.password);
      const created = await call(a, 'POST', '/api/scenarios', { token, body: { scenario_name: 'Seen on B', description: 'bench', key_drivers: {} } });
      const url = `/api/scenarios/${created.body.scenario_id}`;
      let version = created.body.version as number;
      const samples: number[] = [];
      let polls = 0;
      for (let save = 0; save < SAVES; save += 1) {
        const saved = await call(a, 'PUT', url, { token, body: { version, key_drivers: { sales_team_size: 2 + (save % 30) } } });
        const acknowledgedAt = performance.now();
        version = saved.body.version as number;
        for (;;) {
          polls += 1;
          if ((await call(b, 'GET', url, { token })).body.version === version) break;
        }
        samples.push(performance.now() - acknowledgedAt);
      }
      run.report(timing(FIGURE, samples, { note: `   (${(polls / SAVES).toFixed(2)} GETs on B per save)`, extra: { gets_per_save: polls / SAVES } }));
    } finally {
      await Promise.all(processes.map((server) => server.kill()));
    }
  });
}
