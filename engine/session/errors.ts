/** A driver input the model refuses: unknown id, not a number, or outside the driver's bounds. */
export class DriverInputError extends Error {
  readonly code: 'unknown_driver' | 'not_a_number' | 'out_of_bounds';
  readonly driver: string;

  constructor(code: DriverInputError['code'], driver: string, message: string) {
    super(message);
    this.name = 'DriverInputError';
    this.code = code;
    this.driver = driver;
  }
}
