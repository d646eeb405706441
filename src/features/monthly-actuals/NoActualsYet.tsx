import { Card } from '../../ui/Card.tsx';
import { ACTUALS_TEXT } from './texts.ts';

const TEXT = ACTUALS_TEXT.empty;

/**
 * What the screen says while no month holds an actual (a new installation: issue 25): nothing is
 * closed; an admin enters the company's figures, or loads the shipped sample by this explicit,
 * labelled action, never by default.
 */
export function NoActualsYet({ isAdmin, busy, onLoadSample }: { isAdmin: boolean; busy: boolean; onLoadSample: () => void }) {
  return (
    <Card title={TEXT.title} className="ma-empty">
      <div data-testid="no-actuals">
        <p>{TEXT.text}</p>
        {isAdmin ? (
          <>
            <p className="muted">{TEXT.sampleHint}</p>
            <button type="button" className="button" disabled={busy} onClick={onLoadSample}>{busy ? TEXT.loading : TEXT.loadSample}</button>
          </>
        ) : <p className="muted">{TEXT.adminOnly}</p>}
      </div>
    </Card>
  );
}
