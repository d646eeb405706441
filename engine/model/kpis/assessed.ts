/** The source of a 2025 base the specification passes in without showing it and the actuals do not hold. */
export const ASSESSED_2025 = {
  source: 'Management estimate 2025',
  reference: 'assessed: the specification passes 2025 bases in without showing them, and the actuals do not hold this input',
} as const;
