import type { MouseEvent } from 'react';
import type { KeptRangesRunSummary } from '../../../contract/rangesRuns.ts';
import { formatTimestampDe, formatWholeNumber } from '../../ui/figures.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { RANGES_TEXT } from './texts.ts';

const TEXT = RANGES_TEXT.kept;

/** The link that opens a kept run; anyone who may see its scenario opens it. */
export const keptRunPath = (id: number) => `/ranges?run=${id}`;

/** The scenario's kept runs, newest first, each with the link that opens (and shares) it. */
export function KeptRuns({ runs, shownId, onOpen }: { runs: readonly KeptRangesRunSummary[]; shownId: number | null; onOpen: (id: number) => void }) {
  if (runs.length === 0) return <p className="muted">{TEXT.none}</p>;
  const open = (id: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen(id);
  };
  return (
    <ScrollRegion label={TEXT.caption}>
      <table className="data-table ranges-kept" data-testid="ranges-kept-runs">
        <caption className="visually-hidden">{TEXT.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.columns.when}</th>
            <th scope="col">{TEXT.columns.by}</th>
            <th scope="col" className="num">{TEXT.columns.draws}</th>
            <th scope="col" className="num">{TEXT.columns.seed}</th>
            <th scope="col">{TEXT.columns.version}</th>
            <th scope="col">{TEXT.columns.open}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-run={run.id}>
              <th scope="row">{formatTimestampDe(run.run_at)}</th>
              <td>{run.run_by}</td>
              <td className="num">{formatWholeNumber(run.draws)}</td>
              <td className="num">{run.seed}</td>
              <td>{TEXT.version(run.scenario_version, run.with_drafts)}</td>
              <td>
                {run.id === shownId ? <span className="muted">{TEXT.shown}</span> : (
                  <a href={keptRunPath(run.id)} onClick={open(run.id)}>{TEXT.open}</a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
