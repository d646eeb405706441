import { rangesSpread } from '../../../engine/analysis/ranges/readout.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import EChart from '../../ui/chart/EChart.tsx';
import { spreadOption, spreadSummary } from './rangesCharts.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useAtomValue } from 'jotai';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { tablesOf } from '../../../engine/model/tables.ts';

/** Drivers shown in the tornado: the rest share what little spread is left. */
const SHOWN = 12;

/** The drivers that make the spread of 2030 revenue: each one's share and the sign of its rank correlation. */
export default function SpreadChart({ result }: { result: RangesResult }) {
  const { t } = useTranslation('ranges');
  const drivers = tablesOf(useAtomValue(shownDefinitionAtom)).driverById;
  const rows = rangesSpread(result, SHOWN).map((row) => ({ ...row, name: drivers.get(row.driver)?.name ?? row.name }));
  return (
    <>
      <p className="muted">{t('spread.shown', { count: rows.length, total: result.drivers_of_spread.length })}</p>
      <EChart option={(width) => spreadOption(rows, width)} height={rows.length * 30 + 60} label={spreadSummary(rows)} />
    </>
  );
}
