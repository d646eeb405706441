/**
 * Why an uploaded file is not read: 413 when it is bigger than an upload may be (declared or
 * actual inflated size, entries, compression ratio, memory), 422 when it is not the shape asked
 * for (not a workbook, a cell outside the sheet's expected rows and columns, too slow to read).
 * `row` and `column` place a refusal in the sheet when one cell is the reason.
 */
export interface UploadRefusal {
  status: 413 | 422;
  message: string;
  row?: number;
  column?: string;
}

/** Thrown while reading a file (on an upload thread); the task answers it as a value. */
export class UploadRefusedError extends Error {
  readonly refusal: UploadRefusal;

  constructor(refusal: UploadRefusal) {
    super(refusal.message);
    this.name = 'UploadRefusedError';
    this.refusal = refusal;
  }
}

export function tooBig(message: string): UploadRefusedError {
  return new UploadRefusedError({ status: 413, message });
}

export function notReadable(message: string, at?: { row: number; column: string }): UploadRefusedError {
  return new UploadRefusedError({ status: 422, message, ...at });
}

/** Bytes as people read them: "16 MB", "1,024 bytes". */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${bytes.toLocaleString('en-US')} bytes`;
}
