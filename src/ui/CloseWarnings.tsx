import type { CloseWarning } from '../../contract/closeWarnings.ts';
import { Alert } from './Alert.tsx';

const CLOSE_WARNING_TEXT = {
  title: 'A closed month lacks actuals',
} as const;

/**
 * The banner over figures that hold closed months (issue 24): a closed month without every line
 * is forecast as open, and the server's warning says which month lacks which lines. Nothing when
 * every closed month is complete.
 */
export function CloseWarnings({ warnings }: { warnings: readonly CloseWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert tone="warning" title={CLOSE_WARNING_TEXT.title}>
      {warnings.map((warning) => <p key={warning.month} data-testid="close-warning">{warning.message}</p>)}
    </Alert>
  );
}
