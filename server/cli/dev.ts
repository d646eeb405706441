// `npm run dev`: the Vite dev server (with /api proxied to the API server) and the API server in
// watch mode, side by side; Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string, file: string) => path.join(root, 'node_modules', name, file);

const children: ChildProcess[] = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', 'server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const child of children) child.on('exit', (code) => {
  stopAll();
  process.exitCode = code ?? 0;
});
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
