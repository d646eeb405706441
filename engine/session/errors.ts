/** A driver input the model refuses: unknown or retired id, not a number, outside the driver's bounds, or a fraction of a person. */
export class DriverInputError extends Error {
  readonly code: 'unknown_driver' | 'retired_driver' | 'not_a_number' | 'out_of_bounds' | 'not_whole';
  readonly driver: string;

  constructor(code: DriverInputError['code'], driver: string, message: string) {
    super(message);
    this.name = 'DriverInputError';
    this.code = code;
    this.driver = driver;
  }
}
