import type { ScenarioComparison } from '../../../contract/scenarioForecasts.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useShownNames } from '../../ui/analysis/shownNames.ts';
import { formatByUnit, formatEuroExact, formatWholeNumber } from '../../ui/figures.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import { resultRows, type DriverDifference } from './comparisonRows.ts';

function signed(formatted: string, value: number | null): string {
  return value !== null && value > 0 ? `+${formatted}` : formatted;
}

function tone(value: number | null): string {
  if (value === null || value === 0) return '';
  return value > 0 ? ' delta-up' : ' delta-down';
}

/** '2030 Financial Projections Comparison': German euros without decimals, counts grouped. */
export function ComparisonTable({ result }: { result: ScenarioComparison }) {
  const { t } = useTranslation('scenarios');
  const rows = resultRows(result);
  return (
    <section className="comparison-section" aria-label={t('compare.resultTitle')}>
      <h3>{t('compare.resultTitle')}</h3>
      <table className="compare-table">
        <thead>
          <tr>
            <th scope="col">{t('compare.metric')}</th>
            <th scope="col" className="num">{shownScenarioName(result.scenario1)}</th>
            <th scope="col" className="num">{shownScenarioName(result.scenario2)}</th>
            <th scope="col" className="num">{t('compare.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const format = row.money ? formatEuroExact : formatWholeNumber;
            return (
              <tr key={row.metric}>
                <th scope="row">{row.label}</th>
                <td className="num">{format(row.first)}</td>
                <td className="num">{format(row.second)}</td>
                <td className={`num${tone(row.difference)}`}>{signed(format(row.difference), row.difference)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * 'Key Driver Differences'. Differences are not coloured: whether more is better depends on the
 * driver (a higher churn is worse, a higher fee better).
 */
export function DriverDifferences({ drivers, firstName, secondName }: { drivers: readonly DriverDifference[]; firstName: string; secondName: string }) {
  const { t } = useTranslation('scenarios');
  const names = useShownNames();
  return (
    <section className="comparison-section" aria-label={t('compare.driverDifferences')}>
      <h3>{t('compare.driverDifferences')}</h3>
      {drivers.length === 0 ? <p className="muted">{t('compare.noDriverDifferences')}</p> : (
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col">{t('compare.keyDriver')}</th>
              <th scope="col" className="num">{firstName}</th>
              <th scope="col" className="num">{secondName}</th>
              <th scope="col" className="num">{t('compare.difference')}</th>
            </tr>
          </thead>
          <tbody>
            {drivers.map((driver) => (
              <tr key={driver.id}>
                <th scope="row">{names.driver(driver.id)}</th>
                <td className="num">{formatByUnit(driver.first, driver.unit)}</td>
                <td className="num">{formatByUnit(driver.second, driver.unit)}</td>
                <td className="num">{signed(formatByUnit(driver.difference, driver.unit), driver.difference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
