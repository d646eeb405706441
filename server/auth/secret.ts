import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { keepPrivate, PRIVATE_FILE_MODE } from '../db/privateFiles.ts';

const SECRET_FILE = 'jwt-secret';

/**
 * The signing secret: the configured one, or one generated on first start and kept in the data
 * directory with mode 600 so tokens survive restarts without a secret living in the repository.
 */
export function loadOrCreateJwtSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  }
  keepPrivate(file);
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
