import { useAtomValue } from 'jotai';
import { SAMPLE_ACTUALS_NOTICE } from '../../contract/monthlyActuals.ts';
import { closedMonthsAtom, sampleActualsAtom } from '../state/scenarios.ts';
import { Alert } from './Alert.tsx';

/** "Sample actuals — not your company's figures", with the closed months it concerns. */
export function SampleActualsNotice({ lastClosedMonth }: { lastClosedMonth: string | null }) {
  return (
    <div data-testid="sample-actuals">
      <Alert tone="warning" title={SAMPLE_ACTUALS_NOTICE.title}>{SAMPLE_ACTUALS_NOTICE.detail(lastClosedMonth)}</Alert>
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
