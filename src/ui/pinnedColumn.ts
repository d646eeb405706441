/** Share of a narrow grid its pinned first column may take, so figures keep room beside it on a phone. */
const PINNED_SHARE = 0.5;
const PINNED_MIN_PX = 140;

/**
 * The width of a grid's pinned first column (the row names): its full width where the grid is wide
 * enough, else `share` of the grid (half unless told), never below 140 px. `gridWidth` 0 means not
 * measured yet.
 */
export function pinnedColumnWidth(gridWidth: number, fullWidth: number, share = PINNED_SHARE): number {
  if (gridWidth === 0) return fullWidth;
  return Math.round(Math.min(fullWidth, Math.max(PINNED_MIN_PX, gridWidth * share)));
}
