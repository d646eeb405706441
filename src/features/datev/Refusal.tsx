import { Alert } from '../../ui/Alert.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import type { DatevProblem } from './failures.ts';
import { useTranslation } from '../../i18n/index.ts';

/** A refusal (nothing stored): the server's message and, when it gives them, the problems by line and DATEV field. */
export function Refusal({ title, message, errors, fileName, onDismiss }: { title: string; message?: string; errors: readonly DatevProblem[]; fileName: string; onDismiss: () => void }) {
  const { t } = useTranslation('datev');
  return (
    <section className="card dv-refusal" aria-label={title} data-testid="datev-refusal">
      <Alert tone="error" title={title}>{message}</Alert>
      {errors.length > 0 ? (
        <ScrollRegion label={t('failures.problemsLabel', { file: fileName })} className="table-scroll dv-scroll dv-refusal-scroll">
          <table className="data-table">
            <thead><tr><th scope="col" className="num">{t('failures.columns.line')}</th><th scope="col">{t('failures.columns.field')}</th><th scope="col">{t('failures.columns.problem')}</th></tr></thead>
            <tbody>
              {errors.map((error, index) => (
                <tr key={index}><td className="num tabular">{error.line}</td><td>{error.field || '—'}</td><td>{error.message}</td></tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <div><button type="button" className="button" onClick={onDismiss}>{t('dismiss')}</button></div>
    </section>
  );
}
