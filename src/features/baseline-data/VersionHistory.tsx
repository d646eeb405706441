import { useEffect, useState } from 'react';
import { formatTimestampDe } from '../../ui/figures.ts';
import { getBaselineVersion, listBaselineVersions } from '../../api/baseline.ts';
import type { BaselineVersionInfo } from '../../../contract/baseline.ts';
import { Card } from '../../ui/Card.tsx';
import { baselineFileName, storedCsvFile } from './baselineFiles.ts';
import { saveCsv } from '../../ui/download.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/** Every kept baseline version (newest first), each downloadable; reloads when `currentVersion` changes. */
export function VersionHistory({ currentVersion }: { currentVersion: number }) {
  const { t } = useTranslation('baselineData');
  const [versions, setVersions] = useState<BaselineVersionInfo[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    listBaselineVersions().then(
      (list) => { if (live) setVersions(list); },
      (error: unknown) => { if (live) setFailed(error instanceof Error ? error.message : String(error)); },
    );
    return () => { live = false; };
  }, [currentVersion]);

  const download = async (version: number) => {
    try {
      const stored = await getBaselineVersion(version);
      saveCsv(storedCsvFile(stored.csv), baselineFileName(version));
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card title={t('versionsTitle')}>
      {failed ? <p className="field-error">{failed}</p> : null}
      {versions === null ? <p className="muted">{t('versionsLoading')}</p> : (
        <ScrollRegion label={t('versionsTitle')}>
          <table className="baseline-table" aria-label={t('versionsTitle')}>
            <thead><tr><th scope="col">{t('versionColumns.version')}</th><th scope="col">{t('versionColumns.saved')}</th><th scope="col">{t('versionColumns.by')}</th><th scope="col">{t('versionColumns.change')}</th><th scope="col"><span className="visually-hidden">{t('download')}</span></th></tr></thead>
            <tbody>
              {versions.map((row) => (
                <tr key={row.version}>
                  <td className="tabular">{row.version === currentVersion ? t('currentVersion', { version: row.version }) : row.version}</td>
                  <td className="tabular">{formatTimestampDe(row.created_at)}</td>
                  <td>{row.created_by}</td>
                  <td>{row.note}</td>
                  <td><button type="button" className="button button-small" onClick={() => void download(row.version)}>{t('download')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
