import fs from 'node:fs';

/**
 * The data directory and what it holds (the database, its WAL and shared-memory files, the token
 * secret) are the owner's alone: other accounts on the machine may read neither users' password
 * hashes nor the plans. Files and directories created by an earlier version with looser
 * permissions are tightened at start when this process owns them (chmod needs the owner).
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function restrictToOwner(target: string, mode: number): void {
  const { uid, mode: current } = fs.statSync(target);
  // Windows has no owner ids and no POSIX modes to set.
  if (process.getuid === undefined || uid !== process.getuid()) return;
  if ((current & 0o777) !== mode) fs.chmodSync(target, mode);
}

/** Creates the directory (and missing parents) owner-only, or makes an existing one so. */
export function ensurePrivateDirectory(directory: string): void {
  fs.mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  restrictToOwner(directory, PRIVATE_DIRECTORY_MODE);
}

/** Creates the file empty and owner-only when it is missing, or makes an existing one owner-only. */
export function ensurePrivateFile(file: string): void {
  if (!fs.existsSync(file)) fs.writeFileSync(file, '', { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  restrictToOwner(file, PRIVATE_FILE_MODE);
}

/** Makes the file owner-only if it exists. */
export function keepPrivate(file: string): void {
  if (fs.existsSync(file)) restrictToOwner(file, PRIVATE_FILE_MODE);
}
