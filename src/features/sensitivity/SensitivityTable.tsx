import { formatByUnit, formatMoneyShort, prose } from '../../ui/figures.ts';
import { CATEGORY_BY_ID } from '../../../engine/model/categories.ts';
import type { SensitivityRow } from '../../../engine/analysis/sensitivity.ts';
import { heatmapBand, type SensitivitySort, type SensitivitySortKey } from '../../../engine/analysis/sensitivityTable.ts';
import { SENSITIVITY_TEXT as TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

function SortHeader({ column, sort, onSort, numeric }: { column: SensitivitySortKey; sort: SensitivitySort; onSort: (key: SensitivitySortKey) => void; numeric?: boolean }) {
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'desc' ? 'descending' : 'ascending') : 'none'} className={numeric ? 'num' : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {TEXT.columns[column]}
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
  return (
    <ScrollRegion label={TEXT.title}>
      <table className="data-table sensitivity-table" aria-label={TEXT.title}>
        <thead>
          <tr>
            <SortHeader column="name" sort={sort} onSort={onSort} />
            <th scope="col">{TEXT.columns.category}</th>
            <th scope="col" className="num">{TEXT.columns.current}</th>
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
                <span className="driver-name">{row.name}</span>
                {row.isNegativeDriver ? <span className="badge badge-warning">{TEXT.costDriver}</span> : null}
                <span className="muted driver-description">{prose(row.description)}</span>
              </th>
              <td>{CATEGORY_BY_ID.get(row.category)?.category_name ?? row.category}</td>
              <td className="num tabular">
                {formatByUnit(row.currentValue, row.unit)}
                <span className="muted driver-meta">{TEXT.baseline} {formatByUnit(row.baselineValue, row.unit)} · {TEXT.step} {row.step}</span>
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
