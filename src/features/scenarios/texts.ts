import { scenarioNameTakenMessage } from '../../../contract/scenarios.ts';

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
    nameTaken: scenarioNameTakenMessage,
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
    // ours: what is compared (issue 17: drafts against their scenario)
    mode: 'Compare',
    modes: { scenarios: 'Two scenarios', drafts: 'Drafts vs saved' },
    draftsHint: (scenario: string) => `The unsaved changes of ${scenario} against its saved values.`,
    savedName: (scenario: string) => `${scenario} (saved)`,
    draftsName: (scenario: string) => `${scenario} with drafts`,
  },
  // ours: the gap attribution below the comparison (issue 17)
  why: {
    title: 'Why they differ',
    hint: (from: string, to: string) => `How each key driver that differs moves the figure from ${from} to ${to}. The contributions add up exactly to the difference.`,
    figure: 'Figure',
    year: 'Year',
    loading: 'Splitting the difference…',
    failed: 'The difference could not be split.',
    noDifference: (figure: string) => `${figure} is the same in both: there is nothing to split.`,
    other: (count: number) => `Other drivers (${count})`,
    largest: (driver: string, change: string, share: string) => `Largest contribution: ${driver}, ${change} (${share} of the difference).`,
    exact: 'Exact Shapley values: each driver\'s contribution is its average effect over every order in which the differing drivers could switch from the first scenario\'s value to the second\'s.',
    sampled: (orders: number, seed: number) => `Sampled Shapley values: the average over ${orders} random orders in which the drivers could switch (seed ${seed}), each contribution ± its standard error. They still add up exactly to the difference.`,
    noEffect: (count: number, figure: string) => `${count} driver${count === 1 ? '' : 's'} differ${count === 1 ? 's' : ''} but cannot move ${figure} (0 in the table).`,
    chartLabel: (figure: string, from: string, to: string, largest: string) => `Waterfall of ${figure} from ${from} to ${to}, driver by driver. ${largest}`,
    table: (figure: string) => `Contributions to the difference of ${figure}`,
    driver: 'Key driver',
    values: 'Values',
    contribution: 'Contribution',
    standardError: '± standard error',
    share: 'Share',
    total: 'Difference',
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
    rangesCaption: 'Uncertainty ranges (forecast ranges)',
    defaultRange: 'default range',
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
