import type { VersionDetail } from '../../../contract/scenarioVersions.ts';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/index.ts';
import { publishedDriver, publishedModelAtom } from '../../state/publishedModel.ts';
import { useShownNames } from '../../ui/analysis/shownNames.ts';
import { formatByUnit, formatEuroExact, formatWholeNumber } from '../../ui/figures.ts';
import { COMPARED_YEARS } from './comparisonRows.ts';
import { figureRow, setDrivers, VERSION_FIGURES } from './versionRows.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/**
 * One kept version, read-only: its key figures per year (computed by the server like the
 * scenario's own forecast) and the driver values and ranges it sets.
 */
export function VersionView({ detail }: { detail: VersionDetail }) {
  const drivers = setDrivers(detail.key_drivers);
  const ranges = Object.entries(detail.driver_ranges);
  const currentModel = useAtomValue(publishedModelAtom)?.published.version ?? detail.model_version;
  const names = useShownNames();
  const { t } = useTranslation('scenarios');
  return (
    <>
      <p className="muted version-readonly">{t('history.view.readOnly')}</p>
      <p className="muted" data-testid="version-model">{detail.model_version === currentModel
        ? t('history.view.modelInForce', { current: currentModel })
        : t('history.view.modelSavedUnder', { saved: detail.model_version, current: currentModel })}</p>
      <section className="comparison-section" aria-labelledby={`version-figures-${detail.version}`}>
        <h4 id={`version-figures-${detail.version}`}>{t('history.view.figures')}</h4>
        <ScrollRegion label={t('history.view.figuresTable', { version: detail.version })} className="version-table-box">
          <table className="compare-table" data-testid="version-figures">
            <thead>
              <tr>
                <th scope="col">{t('history.view.metric')}</th>
                {COMPARED_YEARS.map((year) => <th key={year} scope="col" className="num">{year}</th>)}
              </tr>
            </thead>
            <tbody>
              {VERSION_FIGURES.map((figure) => (
                <tr key={figure.key}>
                  <th scope="row">{t(`metrics.${figure.key}`)}</th>
                  {figureRow(detail, figure.key).map((value, index) => (
                    <td key={COMPARED_YEARS[index]} className="num">{(figure.money ? formatEuroExact : formatWholeNumber)(value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <section className="comparison-section" aria-labelledby={`version-drivers-${detail.version}`}>
        <h4 id={`version-drivers-${detail.version}`}>{t('history.view.drivers')}</h4>
        {drivers.length === 0 ? <p className="muted">{t('history.view.noDrivers')}</p> : (
          <>
            <table className="compare-table" data-testid="version-drivers">
              <thead>
                <tr><th scope="col">{t('history.view.driver')}</th><th scope="col" className="num">{t('history.view.value')}</th></tr>
              </thead>
              <tbody>
                {drivers.map((driver) => (
                  <tr key={driver.id} data-driver={driver.id}>
                    <th scope="row">{driver.label}</th>
                    <td className="num">{driver.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted version-note">{t('history.view.otherDrivers')}</p>
          </>
        )}
      </section>
      {ranges.length > 0 ? (
        <section className="comparison-section" aria-labelledby={`version-ranges-${detail.version}`}>
          <h4 id={`version-ranges-${detail.version}`}>{t('history.view.ranges')}</h4>
          <table className="compare-table">
            <thead>
              <tr><th scope="col">{t('history.view.driver')}</th><th scope="col" className="num">{t('history.view.range')}</th></tr>
            </thead>
            <tbody>
              {ranges.map(([id, range]) => {
                const unit = publishedDriver(id)?.unit ?? '';
                return (
                  <tr key={id}>
                    <th scope="row">{names.driver(id)}</th>
                    <td className="num">{formatByUnit(range.low, unit)} – {formatByUnit(range.high, unit)} ({t(`history.view.distributions.${range.distribution}`)})</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
