import fs from 'node:fs';
import path from 'node:path';
import { parseMonthlyActualsCsv, serializeMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import { sampleWithDerivedBalanceItems } from '../../engine/session/sampleActuals.ts';
import { fail, readActuals, type Options } from './args.ts';

/**
 * `npm run -s model -- sample-actuals [--write]`: the balance items of the shipped sample
 * (fixtures/monthly-actuals-2026.csv) by the rule of engine/session/sampleActuals.ts, on the
 * shipped baseline. Without --write it checks the fixture and exits with code 1 when its balance
 * items are not the rule's (after a change of the model's cash, say); --write rewrites them.
 */
export function sampleActualsCommand(options: Options, root: string): void {
  const file = path.join(root, 'fixtures/monthly-actuals-2026.csv');
  const text = fs.readFileSync(file, 'utf8');
  const read = parseMonthlyActualsCsv(text);
  if (!read.ok) fail(`${file} line ${read.errors[0]?.line}: ${read.errors[0]?.message}`);
  const regenerated = serializeMonthlyActualsCsv(sampleWithDerivedBalanceItems(readActuals(new Map(), root), read.values));
  if (options.has('write')) {
    fs.writeFileSync(file, regenerated);
    process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  } else if (regenerated !== text) {
    process.stderr.write('model: the balance items of fixtures/monthly-actuals-2026.csv are not the rule\'s; run npm run -s model -- sample-actuals --write\n');
    process.exit(1);
  } else {
    process.stdout.write(`${path.relative(process.cwd(), file)}: the balance items follow the rule\n`);
  }
}
