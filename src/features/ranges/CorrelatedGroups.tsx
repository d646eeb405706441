import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { publishedDriver } from '../../state/publishedModel.ts';
import { formatDecimal } from '../../ui/figures.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { RANGES_TEXT } from './texts.ts';

const TEXT = RANGES_TEXT.correlations;

/** The driver groups drawn with a rank correlation, each with its members drawn: declared against what the draws realised. */
export function CorrelatedGroups({ result }: { result: RangesResult }) {
  return (
    <ScrollRegion label={TEXT.caption}>
      <table className="data-table ranges-correlations" data-testid="ranges-correlations">
        <caption className="visually-hidden">{TEXT.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.group}</th>
            <th scope="col" className="num">{TEXT.declared}</th>
            <th scope="col" className="num">{TEXT.realised}</th>
          </tr>
        </thead>
        <tbody>
          {result.correlated_groups.map((group) => (
            <tr key={group.id} data-group={group.id}>
              <th scope="row">
                <span className="ranges-group-label">{group.label}</span>
                <span className="muted ranges-group-drivers">
                  {group.members.map(({ driver, inverse }) => `${publishedDriver(driver)?.name ?? driver}${inverse ? ` ${TEXT.inverse}` : ''}`).join(', ')}
                </span>
              </th>
              <td className="num tabular">{formatDecimal(group.correlation, 2)}</td>
              <td className="num tabular" data-testid={`realised-${group.id}`}>{formatDecimal(group.realised, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
