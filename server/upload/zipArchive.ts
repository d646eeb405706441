import zlib from 'node:zlib';
import { StringDecoder } from 'node:string_decoder';
import { byteSize, notReadable, tooBig } from './uploadRefusal.ts';

/**
 * The zip container of an uploaded workbook, read with limits before anything is inflated
 * (docs/decisions.md 2026-11-28 "Uploaded workbooks: bounded and off the event loop"). Only the
 * central directory is trusted for names and sizes; every entry's declared size, their total and
 * each one's compression ratio are checked against the limits first; an entry is then inflated as
 * a stream whose actual bytes are counted, so a header that lies about its size is caught at the
 * first byte beyond what it declared. Refused: ZIP64 (an upload is a few MB), encryption, spanned
 * archives and compression other than stored or deflate.
 */
export interface ZipLimits {
  maxEntries: number;
  /** The largest declared uncompressed size of one entry. */
  maxEntryBytes: number;
  /** The largest declared uncompressed size of all entries together. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed beyond which an entry is refused as a zip bomb, once it is bigger than RATIO_GRACE_BYTES. */
  maxRatio: number;
}

/** Below this an entry's ratio is not checked: a small entry cannot bomb (Apache POI's rule too). */
const RATIO_GRACE_BYTES = 100 * 1024;

export interface ZipEntry {
  name: string;
  method: 0 | 8;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_MARK = 0xffffffff;
const NOT_A_ZIP = 'The file is not an Excel workbook (.xlsx)';

function view(file: Uint8Array): DataView {
  return new DataView(file.buffer, file.byteOffset, file.byteLength);
}

/** The offset of the end-of-central-directory record: the last 22 bytes, or before a comment. */
function endRecordAt(file: Uint8Array): number {
  const data = view(file);
  const lowest = Math.max(0, file.byteLength - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let at = file.byteLength - END_RECORD_BYTES; at >= lowest; at -= 1) {
    if (data.getUint32(at, true) === END_OF_DIRECTORY && at + END_RECORD_BYTES + data.getUint16(at + 20, true) === file.byteLength) return at;
  }
  throw notReadable(NOT_A_ZIP);
}

/** The entries of the central directory, each checked against `limits` before any is inflated. */
export function readZipDirectory(file: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const data = view(file);
  const end = endRecordAt(file);
  const count = data.getUint16(end + 10, true);
  const directorySize = data.getUint32(end + 12, true);
  const directoryOffset = data.getUint32(end + 16, true);
  if (data.getUint16(end + 4, true) !== 0 || data.getUint16(end + 8, true) !== count) throw notReadable('The workbook is a spanned zip archive, which Fahrplan does not read');
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw tooBig('The workbook is a ZIP64 archive: an upload is at most a few MB');
  if (count > limits.maxEntries) throw tooBig(`The workbook holds ${count.toLocaleString('en-US')} files; an upload may hold at most ${limits.maxEntries}`);
  if (directoryOffset + directorySize > end) throw notReadable(`${NOT_A_ZIP}: its directory lies outside the file`);

  const entries: ZipEntry[] = [];
  let totalBytes = 0;
  let at = directoryOffset;
  for (let k = 0; k < count; k += 1) {
    if (at + 46 > end || data.getUint32(at, true) !== DIRECTORY_ENTRY) throw notReadable(`${NOT_A_ZIP}: its directory is damaged`);
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    const compressedSize = data.getUint32(at + 20, true);
    const uncompressedSize = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const skip = nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
    const localHeaderOffset = data.getUint32(at + 42, true);
    const name = Buffer.from(file.subarray(at + 46, at + 46 + nameLength)).toString((flags & 0x800) !== 0 ? 'utf8' : 'latin1');
    at += 46 + skip;

    if (compressedSize === ZIP64_MARK || uncompressedSize === ZIP64_MARK || localHeaderOffset === ZIP64_MARK) {
      throw tooBig(`The workbook's part ${name} is a ZIP64 entry: an upload is at most a few MB`);
    }
    if ((flags & 0x1) !== 0) throw notReadable(`The workbook is encrypted (${name}); save it without a password`);
    if (method !== 0 && method !== 8) throw notReadable(`The workbook's part ${name} is compressed with method ${method}; Fahrplan reads stored and deflated parts`);
    if (uncompressedSize > limits.maxEntryBytes) {
      throw tooBig(`The workbook's part ${name} declares ${byteSize(uncompressedSize)} uncompressed; an upload may inflate to at most ${byteSize(limits.maxEntryBytes)} a part`);
    }
    totalBytes += uncompressedSize;
    if (totalBytes > limits.maxTotalBytes) throw tooBig(`The workbook declares more than ${byteSize(limits.maxTotalBytes)} uncompressed in all; an upload may inflate to at most that`);
    if (uncompressedSize > RATIO_GRACE_BYTES && uncompressedSize > limits.maxRatio * compressedSize) {
      throw tooBig(`The workbook's part ${name} is compressed ${compressedSize === 0 ? 'from nothing' : `${Math.round(uncompressedSize / compressedSize).toLocaleString('en-US')}:1`}; more than ${limits.maxRatio}:1 is refused as a zip bomb`);
    }
    if (method === 0 && compressedSize !== uncompressedSize) throw notReadable(`${NOT_A_ZIP}: its stored part ${name} has two sizes`);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
  }
  return entries;
}

/** The compressed bytes of `entry`, found through its local header. */
function compressedBytes(file: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = view(file);
  const at = entry.localHeaderOffset;
  if (at + 30 > file.byteLength || data.getUint32(at, true) !== LOCAL_HEADER) throw notReadable(`${NOT_A_ZIP}: the part ${entry.name} is missing`);
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  if (start + entry.compressedSize > file.byteLength) throw notReadable(`${NOT_A_ZIP}: the part ${entry.name} is cut off`);
  return file.subarray(start, start + entry.compressedSize);
}

/** Whether reading goes on after a piece of text; `false` stops inflating (the reader has what it needs or refused). */
export type TextSink = (text: string) => boolean;

/** The bytes a reader may still inflate from one archive, whichever entries it reads. */
export interface InflateBudget {
  left: number;
  /** The whole budget, for the message. */
  readonly total: number;
}

function spend(budget: InflateBudget, bytes: number): void {
  budget.left -= bytes;
  if (budget.left < 0) throw tooBig(`Reading the workbook's sheet would inflate more than ${byteSize(budget.total)} of its parts`);
}

/**
 * Inflates `entry` as a stream and hands its text (UTF-8) to `sink` piece by piece. The bytes are
 * counted as they come: one beyond the entry's declared size refuses it, whatever the header says,
 * and so does one beyond the reader's `budget` for the archive. An error thrown by `sink` stops
 * inflating and rejects with it.
 */
export function inflateEntry(file: Uint8Array, entry: ZipEntry, budget: InflateBudget, sink: TextSink): Promise<void> {
  const compressed = compressedBytes(file, entry);
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0) {
    spend(budget, compressed.byteLength);
    sink(decoder.write(Buffer.from(compressed)) + decoder.end());
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    let inflated = 0;
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      inflated += chunk.byteLength;
      if (inflated > entry.uncompressedSize) {
        finish(tooBig(`The workbook's part ${entry.name} inflates to more than the ${byteSize(entry.uncompressedSize)} its header declares`));
        return;
      }
      try {
        spend(budget, chunk.byteLength);
        if (!sink(decoder.write(chunk))) finish();
      } catch (error) {
        finish(error);
      }
    });
    inflater.on('end', () => {
      try {
        if (!settled) sink(decoder.end());
        finish();
      } catch (error) {
        finish(error);
      }
    });
    inflater.on('error', () => finish(notReadable(`${NOT_A_ZIP}: its part ${entry.name} does not inflate`)));
    inflater.end(compressed);
  });
}
