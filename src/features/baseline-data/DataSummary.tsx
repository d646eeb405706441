import type { DataSummary as Summary } from '../../../engine/actuals/dataMask.ts';
import { formatCountShort, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';

function Figure({ label, value, note, testId }: { label: string; value: string; note: string; testId: string }) {
  return (
    <div className="baseline-summary-figure">
      <span className="metric-label">{label}</span>
      <span className="metric-value" data-testid={testId}>{value}</span>
      <span className="muted baseline-summary-note">{note}</span>
    </div>
  );
}

/** Part 1 §2 Data Summary; `preview` when it shows unsaved edits. */
export function DataSummary({ summary, preview }: { summary: Summary; preview: boolean }) {
  const { t } = useTranslation('baselineData');
  return (
    <Card title={t('summaryTitle')} actions={preview ? <span className="badge badge-warning">{t('unsaved')}</span> : undefined}>
      <div className="baseline-summary" data-testid="baseline-summary">
        <Figure label={t('summaryArr')} value={formatMoneyShort(summary.arrBaseline2025)} note={t('summaryArrNote')} testId="summary-arr" />
        <Figure label={t('summaryClients')} value={formatCountShort(summary.totalClients2025)} note={t('summaryClientsNote')} testId="summary-clients" />
        <Figure
          label={t('summaryGrowth')}
          value={t('summaryGrowthValue', { rate: formatPercent(summary.monthlyGrowthRate) })}
          note={t('summaryGrowthNote', { growth: formatPercent(summary.revenueGrowth2025, { signed: true }) })}
          testId="summary-growth"
        />
        <Figure label={t('summaryCapital')} value={formatMoneyShort(summary.capitalInjectionAmount)} note={t('summaryCapitalNote', { date: summary.capitalInjectionDate })} testId="summary-capital" />
      </div>
    </Card>
  );
}
