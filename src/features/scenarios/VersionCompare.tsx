import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import type { VersionDetail } from '../../../contract/scenarioVersions.ts';
import { catalogDriverValuesAtom } from '../../state/scenarios.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ComparisonTable, DriverDifferences } from './ComparisonResult.tsx';
import { draftDifferences } from './comparisonRows.ts';
import { versionComparison, versionTitle } from './versionRows.ts';
import { WhyTheyDiffer } from './WhyTheyDiffer.tsx';
import { useTranslation } from '../../i18n/index.ts';

const ComparisonChart = lazy(() => import('./ComparisonChart.tsx'));

/**
 * Two kept versions side by side, with the Compare dialog's parts: the 2030 figures, the figures
 * per year, the key drivers whose values differ, and 'Why they differ' (the gap split per driver,
 * computed in the browser's model from the two versions' driver values).
 */
export function VersionCompare({ first, second }: { first: VersionDetail; second: VersionDetail }) {
  const catalog = useAtomValue(catalogDriverValuesAtom);
  const { t } = useTranslation('scenarios');
  const names: [string, string] = [versionTitle(first), versionTitle(second)];
  const comparison = versionComparison(first, second, names);
  return (
    <div className="comparison-result">
      <ComparisonTable result={comparison} />
      <section className="comparison-section" aria-label={t('compare.perYear')}>
        <h3>{t('compare.perYear')}</h3>
        <Suspense fallback={<Spinner label={t('loadingChart')} />}>
          <ComparisonChart result={comparison} />
        </Suspense>
      </section>
      <DriverDifferences
        drivers={draftDifferences({ ...catalog, ...first.key_drivers }, { ...catalog, ...second.key_drivers })}
        firstName={names[0]}
        secondName={names[1]}
      />
      <WhyTheyDiffer from={{ name: names[0], overrides: first.key_drivers }} to={{ name: names[1], overrides: second.key_drivers }} />
    </div>
  );
}
