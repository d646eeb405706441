import { useAtom } from 'jotai';
import { PERIODS, periodAtom } from '../state/period.ts';
import { Segmented } from '../ui/Segmented.tsx';
import { useTranslation } from '../i18n/index.ts';

/** Part 1 §2: yearly/quarterly/monthly, shown on the forecast statements only; the choice is shared state. */
export function PeriodSwitch() {
  const { t } = useTranslation('shell');
  const [period, setPeriod] = useAtom(periodAtom);
  const options = PERIODS.map((key) => ({ key, label: t(`periods.${key}`) }));
  return <Segmented label={t('period')} options={options} value={period} onChange={setPeriod} />;
}
