// `npm run -s model -- forecast --json`: the model from the command line (foundation slice: the
// 2026 baseline revenue; issue #4 gives it scenarios, drivers files and the full year record).
import { createModelSession } from '../../engine/session/session.ts';

const [command] = process.argv.slice(2);
if (command !== 'forecast') {
  console.error('usage: npm run -s model -- forecast [--json]');
  process.exit(2);
}
const session = createModelSession();
const figures = session.headline();
session.destroy();
console.log(JSON.stringify({ scenario_id: 'baseline', years: { 2026: { total_revenue: figures.totalRevenue2026 } } }, null, 2));
