import { useAtomValue } from 'jotai';
import { closedMonthsAtom, sampleActualsAtom } from '../state/scenarios.ts';
import { Alert } from './Alert.tsx';
import { useTranslation } from '../i18n/index.ts';

/**
 * "Sample actuals — not your company's figures", with the closed months it concerns. The English
 * is the notice the server writes into its exports (contract/monthlyActuals.ts), word for word.
 */
export function SampleActualsNotice({ lastClosedMonth }: { lastClosedMonth: string | null }) {
  const { t } = useTranslation('common');
  const detail = lastClosedMonth ? t('sampleActuals.detailUpTo', { month: lastClosedMonth }) : t('sampleActuals.detail');
  return (
    <div data-testid="sample-actuals">
      <Alert tone="warning" title={t('sampleActuals.title')}>{detail}</Alert>
    </div>
  );
}

/**
 * The banner over every screen that shows closed months while they are the shipped sample
 * (issue 25); nothing otherwise. The flag is the server's (`sample` of GET /api/actuals/monthly),
 * kept in state by src/state/actualsSync.ts.
 */
export function SampleActualsBanner() {
  const sample = useAtomValue(sampleActualsAtom);
  const closed = useAtomValue(closedMonthsAtom);
  return sample ? <SampleActualsNotice lastClosedMonth={closed?.lastClosedMonth ?? null} /> : null;
}
