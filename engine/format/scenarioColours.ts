/**
 * One colour per scenario on every chart, on screen and in the exports (issue 26): each built-in
 * keeps its colour whichever scenario is active or reported; a working or user-created scenario is
 * violet. The cockpit's trajectories and the PDF's scenario comparison read this module.
 */
export const SCENARIO_COLOURS: Readonly<Record<string, string>> = { baseline: '#1f5eff', low_case: '#d97706', high_case: '#15803d' };

/** The colour of any scenario that is not a built-in. */
export const OTHER_SCENARIO_COLOUR = '#7c3aed';

export function scenarioColour(scenarioId: string): string {
  return SCENARIO_COLOURS[scenarioId] ?? OTHER_SCENARIO_COLOUR;
}
