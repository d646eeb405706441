import type { DataSummary as Summary } from '../../../engine/actuals/dataMask.ts';
import { formatCountShort, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import { Card } from '../../ui/Card.tsx';
import { BASELINE_TEXT } from './texts.ts';

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
  return (
    <Card title={BASELINE_TEXT.summaryTitle} actions={preview ? <span className="badge badge-warning">{BASELINE_TEXT.unsaved}</span> : undefined}>
      <div className="baseline-summary" data-testid="baseline-summary">
        <Figure label={BASELINE_TEXT.summaryArr} value={formatMoneyShort(summary.arrBaseline2025)} note="December 2025 recurring revenue × 12" testId="summary-arr" />
        <Figure label={BASELINE_TEXT.summaryClients} value={formatCountShort(summary.totalClients2025)} note="Medical and transport clients, December 2025" testId="summary-clients" />
        <Figure
          label={BASELINE_TEXT.summaryGrowth}
          value={`${formatPercent(summary.monthlyGrowthRate)} monthly`}
          note={`Revenue 2025 vs 2024: ${formatPercent(summary.revenueGrowth2025, { signed: true })}`}
          testId="summary-growth"
        />
        <Figure label={BASELINE_TEXT.summaryCapital} value={formatMoneyShort(summary.capitalInjectionAmount)} note={`in ${summary.capitalInjectionDate}`} testId="summary-capital" />
      </div>
    </Card>
  );
}
