import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { DatevImportEntry } from '../../../contract/datev.ts';
import { getDatevImports } from '../../api/datev.ts';
import { monthlyActualsRevisionAtom } from '../../state/liveRevisions.ts';
import { formatSavedAtDe, formatTimestampDe, formatWholeNumber } from '../../ui/figures.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { DATEV_CHART_NAMES, DATEV_KIND_NAMES, shortSha } from './texts.ts';

/**
 * Every DATEV import, newest first (the server never alters the log): loaded again after an
 * import here (`revision`) and when the monthly actuals change elsewhere (live updates).
 */
export function ImportLog({ revision }: { revision: number }) {
  const { t } = useTranslation('datev');
  const live = useAtomValue(monthlyActualsRevisionAtom);
  const [imports, setImports] = useState<DatevImportEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setImports((await getDatevImports()).imports);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, revision, live]);

  return (
    <section className="card dv-log" aria-labelledby="dv-log-title">
      <h2 className="card-title" id="dv-log-title">{t('log.title')}</h2>
      {error ? (
        <Alert tone="error" title={t('log.failed')}>{error} <button type="button" className="button button-small" onClick={() => void load()}>{t('retry')}</button></Alert>
      ) : imports === null ? <Spinner label={t('log.loading')} /> : imports.length === 0 ? <p className="muted dv-note">{t('log.empty')}</p> : (
        <ScrollRegion label={t('log.label')} className="table-scroll dv-scroll">
          <table className="data-table dv-table" data-testid="datev-log">
            <thead>
              <tr>
                <th scope="col">{t('log.columns.at')}</th>
                <th scope="col">{t('log.columns.by')}</th>
                <th scope="col">{t('log.columns.file')}</th>
                <th scope="col">{t('log.columns.kind')}</th>
                <th scope="col">{t('log.columns.period')}</th>
                <th scope="col" className="num">{t('log.columns.bookings')}</th>
                <th scope="col" className="num">{t('log.columns.mapping')}</th>
                <th scope="col" className="num">{t('log.columns.actuals')}</th>
                <th scope="col">{t('log.columns.sha')}</th>
              </tr>
            </thead>
            <tbody>
              {imports.map((entry) => (
                <tr key={entry.id}>
                  <td className="tabular dv-nowrap">{formatTimestampDe(entry.created_at)}</td>
                  <td>{entry.created_by}</td>
                  <td className="dv-file-name">{entry.file_name}</td>
                  <td>{DATEV_KIND_NAMES[entry.kind]} · {DATEV_CHART_NAMES[entry.chart]}</td>
                  <td className="tabular dv-nowrap">{formatSavedAtDe(entry.period_from)} – {formatSavedAtDe(entry.period_to)}</td>
                  <td className="num tabular">{formatWholeNumber(entry.booking_count)}</td>
                  <td className="num tabular">{entry.mapping_version}</td>
                  <td className="num tabular">{entry.actuals_version}</td>
                  <td className="dv-sha" title={entry.sha256}>{shortSha(entry.sha256)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
