import type { CloseWarning } from '../../contract/closeWarnings.ts';
import { CLOSABLE_MONTHS } from '../../engine/actuals/closedMonths.ts';
import { useTranslation } from '../i18n/index.ts';
import { Alert } from './Alert.tsx';

/**
 * The banner over figures that hold closed months (issue 24): a closed month without every line
 * is forecast as open. Each warning is written from its code, month and missing lines in the
 * user's language (the server's `message` is its English); nothing when every closed month is
 * complete.
 */
export function CloseWarnings({ warnings }: { warnings: readonly CloseWarning[] }) {
  const { t } = useTranslation('common');
  const first = warnings[0];
  if (!first) return null;
  // The close is cut back to the month before the first incomplete one (completeClose), so that
  // month is the last whose actuals the figures use; none when the first closable month lacks lines.
  const lastUsed = CLOSABLE_MONTHS[CLOSABLE_MONTHS.indexOf(first.month) - 1];
  const used = lastUsed ? t('closeWarning.usedThrough', { month: lastUsed }) : t('closeWarning.usedNone');
  return (
    <Alert tone="warning" title={t('closeWarning.title')}>
      {warnings.map((warning) => (
        <p key={warning.month} data-testid="close-warning">
          {t('closeWarning.message', { month: warning.month, lines: warning.missing.join(', '), used })}
        </p>
      ))}
    </Alert>
  );
}
