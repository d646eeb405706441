import { useEffect, useState } from 'react';
import { formatTimestampDe } from '../../ui/figures.ts';
import { getBaselineVersion, listBaselineVersions } from '../../api/baseline.ts';
import type { BaselineVersionInfo } from '../../../contract/baseline.ts';
import { Card } from '../../ui/Card.tsx';
import { baselineFileName, storedCsvFile } from './baselineFiles.ts';
import { saveCsv } from '../../ui/download.ts';
import { BASELINE_TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/** Every kept baseline version (newest first), each downloadable; reloads when `currentVersion` changes. */
export function VersionHistory({ currentVersion }: { currentVersion: number }) {
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
    <Card title={BASELINE_TEXT.versionsTitle}>
      {failed ? <p className="field-error">{failed}</p> : null}
      {versions === null ? <p className="muted">Loading...</p> : (
        <ScrollRegion label={BASELINE_TEXT.versionsTitle}>
          <table className="baseline-table" aria-label={BASELINE_TEXT.versionsTitle}>
            <thead><tr><th scope="col">Version</th><th scope="col">Saved</th><th scope="col">By</th><th scope="col">Change</th><th scope="col"><span className="visually-hidden">{BASELINE_TEXT.download}</span></th></tr></thead>
            <tbody>
              {versions.map((row) => (
                <tr key={row.version}>
                  <td className="tabular">{row.version}{row.version === currentVersion ? ' (current)' : ''}</td>
                  <td className="tabular">{formatTimestampDe(row.created_at)}</td>
                  <td>{row.created_by}</td>
                  <td>{row.note}</td>
                  <td><button type="button" className="button button-small" onClick={() => void download(row.version)}>{BASELINE_TEXT.download}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
