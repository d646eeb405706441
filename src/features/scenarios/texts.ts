/** Labels and messages of the scenario screens: part 1 §2 and §8 word for word, ours where marked. */
export const SCENARIO_TEXT = {
  groups: { simulation: 'Simulation (Editable)', builtIn: 'Scenarios', custom: 'Custom' },
  loadingList: 'Loading...',
  empty: 'No Scenarios',
  loadingActive: 'Loading scenarios...',
  // ours: the header button reads "Scenario" over the active scenario's name, and is named "Scenario: <name>"
  triggerCaption: 'Scenario',
  fallbackName: 'Baseline 2024-2025',
  listLabel: 'Scenarios',
  createEntry: 'Create Scenario',
  compareEntry: 'Compare Scenarios',
  baselineTag: 'Baseline',
  create: {
    title: 'Create New Scenario',
    name: 'Scenario Name',
    description: 'Description',
    cancel: 'Cancel',
    submit: 'Create Scenario',
    busy: 'Creating...',
    // ours: where the new scenario's driver values come from
    hint: 'The new scenario starts from the values in use now, including unsaved changes.',
    // ours: the server's 409 name_taken says the same
    nameTaken: (name: string) => `A scenario named "${name}" already exists`,
  },
  compare: {
    title: 'Compare Scenarios',
    first: 'First Scenario',
    second: 'Second Scenario',
    submit: 'Compare Scenarios',
    busy: 'Comparing...',
    sameScenario: 'Please select two different scenarios to compare',
    resultTitle: '2030 Financial Projections Comparison',
    driverDifferences: 'Key Driver Differences',
    // ours
    noDriverDifferences: 'The two scenarios use the same key driver values.',
    difference: 'Difference',
    perYear: 'Per year 2026-2030',
  },
  // ours: delete confirmation, conflict, offline
  remove: {
    title: 'Delete scenario',
    confirm: 'Delete',
    busy: 'Deleting...',
  },
  conflict: {
    title: 'Someone saved this scenario first',
    keepMine: 'Keep mine',
    takeTheirs: 'Take theirs',
  },
  unsaved: {
    label: 'Unsaved changes',
    save: 'Save',
    discard: 'Discard',
    pending: 'Waiting for the server to save',
    builtInHint: 'Built-in scenarios are read-only: create a scenario to keep these values.',
    changedElsewhere: (version: number) => `Saved elsewhere meanwhile (now version ${version}): when you save, you choose which values to keep.`,
  },
  backend: {
    title: 'Backend server is unavailable.',
    withCache: 'Working from this device: scenarios as last seen, every number still computed here. Changes are kept on this device and saved when the server is back.',
    withoutCache: 'Showing Baseline 2024-2025 data. Changes are kept on this device and saved when the server is back.',
  },
} as const;

/** The metrics of the 2030 comparison (part 1 §2), in the specification's order. */
export const COMPARED_METRICS = [
  { key: 'total_revenue', label: 'Total Revenue', money: true },
  { key: 'ebitda', label: 'EBITDA', money: true },
  { key: 'total_clients', label: 'Total Clients', money: false },
  { key: 'total_rides', label: 'Total Rides', money: false },
] as const;
export type ComparedMetric = (typeof COMPARED_METRICS)[number]['key'];
