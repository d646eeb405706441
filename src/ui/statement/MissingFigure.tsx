/**
 * A figure that is not there for a reason: a dash whose tooltip gives the reason, which screen
 * readers read as well (the dash alone says nothing).
 */
export function MissingFigure({ reason }: { reason: string }) {
  return (
    <span className="statement-missing" title={reason}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{reason}</span>
    </span>
  );
}
