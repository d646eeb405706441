import type { MouseEvent } from 'react';
import type { KeptRangesRunSummary } from '../../../contract/rangesRuns.ts';
import { formatTimestampDe, formatWholeNumber } from '../../ui/figures.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { i18n, useTranslation } from '../../i18n/index.ts';

/** The link that opens a kept run; anyone who may see its scenario opens it. */
export const keptRunPath = (id: number) => `/ranges?run=${id}`;

/** The scenario version a run drew on: 'v3', or 'v3 with unsaved changes'. */
export function runVersionText(version: number, withDrafts: boolean): string {
  return withDrafts ? i18n.t('ranges:kept.versionWithDrafts', { version }) : i18n.t('ranges:kept.version', { version });
}

/** The scenario's kept runs, newest first, each with the link that opens (and shares) it. */
export function KeptRuns({ runs, shownId, onOpen }: { runs: readonly KeptRangesRunSummary[]; shownId: number | null; onOpen: (id: number) => void }) {
  const { t } = useTranslation('ranges');
  if (runs.length === 0) return <p className="muted">{t('kept.none')}</p>;
  const open = (id: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen(id);
  };
  return (
    <ScrollRegion label={t('kept.caption')}>
      <table className="data-table ranges-kept" data-testid="ranges-kept-runs">
        <caption className="visually-hidden">{t('kept.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('kept.columns.when')}</th>
            <th scope="col">{t('kept.columns.by')}</th>
            <th scope="col" className="num">{t('kept.columns.draws')}</th>
            <th scope="col" className="num">{t('kept.columns.seed')}</th>
            <th scope="col">{t('kept.columns.version')}</th>
            <th scope="col">{t('kept.columns.open')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-run={run.id}>
              <th scope="row">{formatTimestampDe(run.run_at)}</th>
              <td>{run.run_by}</td>
              <td className="num">{formatWholeNumber(run.draws)}</td>
              <td className="num">{run.seed}</td>
              <td>{runVersionText(run.scenario_version, run.with_drafts)}</td>
              <td>
                {run.id === shownId ? <span className="muted">{t('kept.shown')}</span> : (
                  <a href={keptRunPath(run.id)} onClick={open(run.id)}>{t('kept.open')}</a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
