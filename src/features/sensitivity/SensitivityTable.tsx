import { formatByUnit, formatMoneyShort, prose } from '../../ui/figures.ts';
import type { SensitivityRow } from '../../../engine/analysis/sensitivity.ts';
import { heatmapBand, type SensitivitySort, type SensitivitySortKey } from '../../../engine/analysis/sensitivityTable.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useShownDrivers } from './useShownDrivers.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

function SortHeader({ column, sort, onSort, numeric }: { column: SensitivitySortKey; sort: SensitivitySort; onSort: (key: SensitivitySortKey) => void; numeric?: boolean }) {
  const { t } = useTranslation('sensitivity');
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'desc' ? 'descending' : 'ascending') : 'none'} className={numeric ? 'num' : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {t(`columns.${column}`)}
        <span aria-hidden="true" className="sort-mark">{active ? (sort.direction === 'desc' ? '▼' : '▲') : '↕'}</span>
      </button>
    </th>
  );
}

function Impact({ value }: { value: number }) {
  return <td className={`num tabular ${value > 0 ? 'impact-up' : value < 0 ? 'impact-down' : ''}`}>{formatMoneyShort(value)}</td>;
}

/** Part 2 §2: the 12 drivers with their impacts; five headers sort. */
export function SensitivityTable({ rows, sort, onSort }: { rows: readonly SensitivityRow[]; sort: SensitivitySort; onSort: (key: SensitivitySortKey) => void }) {
  const { t } = useTranslation('sensitivity');
  const drivers = useShownDrivers();
  return (
    <ScrollRegion label={t('title')}>
      <table className="data-table sensitivity-table" aria-label={t('title')}>
        <thead>
          <tr>
            <SortHeader column="name" sort={sort} onSort={onSort} />
            <th scope="col">{t('columns.category')}</th>
            <th scope="col" className="num">{t('columns.current')}</th>
            <SortHeader column="revenue" sort={sort} onSort={onSort} numeric />
            <SortHeader column="profit" sort={sort} onSort={onSort} numeric />
            <SortHeader column="valuation" sort={sort} onSort={onSort} numeric />
            <SortHeader column="total" sort={sort} onSort={onSort} numeric />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-driver={row.id}>
              <th scope="row">
                <span className="driver-name">{drivers.get(row.id)?.name ?? row.name}</span>
                {row.isNegativeDriver ? <span className="badge badge-warning">{t('costDriver')}</span> : null}
                <span className="muted driver-description">{prose(drivers.get(row.id)?.description ?? row.description)}</span>
              </th>
              <td>{t(`categories.${row.category}`)}</td>
              <td className="num tabular">
                {formatByUnit(row.currentValue, row.unit)}
                <span className="muted driver-meta">{t('baseline')} {formatByUnit(row.baselineValue, row.unit)} · {t('step')} {row.step}</span>
              </td>
              <Impact value={row.revenueImpact} />
              <Impact value={row.profitImpact} />
              <Impact value={row.valuationImpact} />
              <td className="num">
                <span className={`heat heat-${heatmapBand(row.totalStrategicImpact, row.isNegativeDriver)}`} data-testid="strategic-impact">
                  {row.totalStrategicImpact}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
