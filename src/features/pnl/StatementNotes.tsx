import { Card } from '../../ui/Card.tsx';
import { NOTES_TITLE, STATEMENT_NOTES } from './pnlTexts.ts';

/** The five financial statement notes of part 2 §2. */
export function StatementNotes() {
  return (
    <Card title={NOTES_TITLE}>
      <ol className="pnl-notes">
        {STATEMENT_NOTES.map((note) => (
          <li key={note.title}><strong>{note.title}.</strong> {note.body}</li>
        ))}
      </ol>
    </Card>
  );
}
