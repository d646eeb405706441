// `npm run -s kernel -- --write` regenerates engine/kernel/generated.ts, the compiled kernel, from the
// model definition; without --write it checks the file and exits with code 1 when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { generateKernelModule } from '../../engine/kernel/generate.ts';

const file = path.resolve(import.meta.dirname, '../../engine/kernel/generated.ts');
const generated = generateKernelModule();
if (process.argv.includes('--write')) {
  fs.writeFileSync(file, generated);
  process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
} else if (fs.readFileSync(file, 'utf8') !== generated) {
  process.stderr.write('kernel: engine/kernel/generated.ts is stale; run npm run -s kernel -- --write\n');
  process.exit(1);
}
