import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { useAtomValue } from 'jotai';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { formatDecimal } from '../../ui/figures.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { useTranslation } from '../../i18n/index.ts';

const GROUP_IDS = ['list_prices', 'fte_plans', 'transport_market', 'adoption_conversion', 'acquisition_costs', 'payment_terms'] as const;

/** The driver groups drawn with a rank correlation, each with its members drawn: declared against what the draws realised. */
export function CorrelatedGroups({ result }: { result: RangesResult }) {
  const { t } = useTranslation('ranges');
  const drivers = tablesOf(useAtomValue(shownDefinitionAtom)).driverById;
  // A group the engine adds later keeps its own words until it has a German label.
  const groupLabel = (id: string, label: string) => {
    const known = GROUP_IDS.find((groupId) => groupId === id);
    return known ? t(`correlations.groups.${known}`) : label;
  };
  return (
    <ScrollRegion label={t('correlations.caption')}>
      <table className="data-table ranges-correlations" data-testid="ranges-correlations">
        <caption className="visually-hidden">{t('correlations.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('correlations.group')}</th>
            <th scope="col" className="num">{t('correlations.declared')}</th>
            <th scope="col" className="num">{t('correlations.realised')}</th>
          </tr>
        </thead>
        <tbody>
          {result.correlated_groups.map((group) => (
            <tr key={group.id} data-group={group.id}>
              <th scope="row">
                <span className="ranges-group-label">{groupLabel(group.id, group.label)}</span>
                <span className="muted ranges-group-drivers">
                  {group.members.map(({ driver, inverse }) => `${drivers.get(driver)?.name ?? driver}${inverse ? ` ${t('correlations.inverse')}` : ''}`).join(', ')}
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
