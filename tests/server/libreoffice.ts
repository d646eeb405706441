import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Headless LibreOffice Calc for the Excel cross-check: a private profile in the work directory
 * (so no user settings and no lock on a shared profile) that recalculates every formula of an
 * xlsx on load, instead of trusting the cached results in the file.
 */
const RECALC_ALWAYS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

export const SOFFICE = process.env.FAHRPLAN_SOFFICE ?? 'soffice';

/** Converts each xlsx to a recalculated xlsx in `outDir`; returns the output paths in input order. */
export function recalculateWithLibreOffice(workDir: string, inputs: readonly string[]): string[] {
  const profile = path.join(workDir, 'lo-profile');
  fs.mkdirSync(path.join(profile, 'user'), { recursive: true });
  fs.writeFileSync(path.join(profile, 'user', 'registrymodifications.xcu'), RECALC_ALWAYS);
  const outDir = path.join(workDir, 'recalculated');
  fs.mkdirSync(outDir, { recursive: true });
  const run = spawnSync(SOFFICE, [
    `-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', '--nolockcheck',
    '--convert-to', 'xlsx', '--outdir', outDir, ...inputs,
  ], { encoding: 'utf8', timeout: 240_000 });
  if (run.error) throw new Error(`LibreOffice could not run (${SOFFICE}): ${run.error.message}. Install libreoffice-calc-nogui.`);
  const outputs = inputs.map((input) => path.join(outDir, path.basename(input)));
  const missing = outputs.filter((file) => !fs.existsSync(file));
  if (run.status !== 0 || missing.length > 0) {
    throw new Error(`LibreOffice conversion failed (status ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
  return outputs;
}
