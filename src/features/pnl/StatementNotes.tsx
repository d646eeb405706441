import { Card } from '../../ui/Card.tsx';
import { prose } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { STATEMENT_NOTES } from './pnlTexts.ts';

/** The five financial statement notes of part 2 §2. */
export function StatementNotes() {
  const { t } = useTranslation('pnl', { keyPrefix: 'notes' });
  return (
    <Card title={t('title')}>
      <ol className="pnl-notes">
        {STATEMENT_NOTES.map((note) => {
          const body = t(`${note.key}.body`);
          return <li key={note.key}><strong>{t(`${note.key}.title`)}.</strong> {note.figures ? prose(body) : body}</li>;
        })}
      </ol>
    </Card>
  );
}
