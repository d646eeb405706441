/** Texts of the explain panel (beyond the specification: every figure explains itself, issue #8). */
export const EXPLAIN_TEXT = {
  title: 'How this figure is calculated',
  close: 'Close explanation',
  trail: 'Explained so far',
  formula: 'Formula',
  inputs: 'Inputs',
  drivers: 'Drivers behind it',
  impactHint: 'Change of this figure when a driver rises by 1% of its value. A count of people moves by whole people, the change scaled to 1%; a month takes no percent step (—).',
  computingImpacts: 'Computing the impact of each driver…',
  openDriver: 'Open in Key Drivers',
  loading: 'Explaining...',
  failed: 'This figure could not be explained.',
} as const;
