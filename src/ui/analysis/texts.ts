/**
 * Texts of goal seek ('Seek target' on Key Drivers, 'What would it take?' in the P&L's explain
 * panel) and of the figure picker it shares with the Compare Scenarios waterfall. Beyond the
 * specification (issue 17), so ours throughout.
 */
export const GOAL_SEEK_TEXT = {
  open: 'Seek target',
  openLabel: (driver: string) => `Seek target: ${driver}`,
  openFromFigure: 'What would it take?',
  openFromFigureLabel: (figure: string) => `What would it take? ${figure}`,
  title: 'Seek target',
  questionForDriver: (driver: string) => `Which value of ${driver} makes a figure reach a target, every other driver as it is?`,
  questionForFigure: (figure: string) => `Which value of a driver makes ${figure} reach a target, every other driver as it is?`,
  driver: 'Driver',
  figure: 'Figure',
  year: 'Year',
  target: 'Target value',
  now: (value: string) => `Now ${value}`,
  targetInvalid: 'Type a number, e.g. 60,000,000 or 12.5 (a dot before decimals).',
  seek: 'Seek',
  seeking: 'Seeking…',
  apply: 'Apply as draft',
  cancel: 'Cancel',
  failed: 'The seek could not be computed.',
  noDriver: 'No driver of the plan moves this figure.',
  answerTitle: 'Answer',
  valueFound: (driver: string) => `${driver} to reach the target`,
  fromCurrent: (value: string) => `now ${value}`,
  gives: (figure: string) => `${figure} at this value`,
  notReachable: 'Not reachable within the bounds',
  reachable: (driver: string, low: string, high: string, figure: string, min: string, max: string) =>
    `Between its bounds ${low} and ${high}, ${driver} moves ${figure} from ${min} to ${max}.`,
  noValue: (figure: string) => `${figure} has no value for any value of this driver.`,
  rootOnly: 'The only value within the bounds that reaches the target.',
  rootClosest: (roots: number, current: string) =>
    `The figure rises and falls with this driver and reaches the target at ${roots} values; this is the one closest to the current ${current}, the smallest change to the plan.`,
  rootWhole: 'This driver takes whole values only: this is the one that brings the figure closest to the target.',
  notMonotone: 'The figure does not move one way only with this driver.',
  atCurrent: 'This is the driver\'s current value: there is nothing to apply.',
  applied: (driver: string, value: string, figure: string, achieved: string) => `${driver} set to ${value} (a draft), so that ${figure} is ${achieved}.`,
  undo: 'Undo',
  dismiss: 'Dismiss',
} as const;

export const FIGURE_PICKER_TEXT = {
  common: 'Common figures',
  lines: 'Annual lines',
  kpis: 'KPIs',
} as const;
