import { Check, X } from 'lucide-react';
import { formatEuroExact } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { CHECK_TOLERANCE_EUR } from './statementsTexts.ts';

/** A check within half a cent balances (the statements are exact to the cent). */
export function isBalanced(value: number | null): boolean {
  return value !== null && Math.abs(value) < CHECK_TOLERANCE_EUR;
}

/** A cell of the balance check row: €0.00 in green with a check mark, else the difference in red with a cross. */
export function BalanceCheck({ value }: { value: number | null }) {
  const { t } = useTranslation('statements');
  const balanced = isBalanced(value);
  const Icon = balanced ? Check : X;
  return (
    <span className={`statement-check ${balanced ? 'statement-check-ok' : 'statement-check-off'}`} data-balanced={balanced}>
      {formatEuroExact(balanced ? 0 : value, { cents: true })}
      <Icon size={14} role="img" aria-label={balanced ? t('checkOk') : t('checkOff')} />
    </span>
  );
}
