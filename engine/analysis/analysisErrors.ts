/**
 * A question an analysis cannot answer as asked (an unknown figure, a year without it, a driver
 * that is not in the catalog, a figure without a value in the scenarios compared). `field` names
 * the input at fault, so the server answers 400 naming it and the CLI prints it.
 */
export class AnalysisInputError extends Error {
  readonly code: 'unknown_figure' | 'no_such_year' | 'unknown_driver' | 'not_a_number' | 'no_value';
  readonly field: string;

  constructor(code: AnalysisInputError['code'], field: string, message: string) {
    super(message);
    this.name = 'AnalysisInputError';
    this.code = code;
    this.field = field;
  }
}
