import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/index.ts';
import { formatLineValue, formatVariance, formatVariancePercent, judgement, payrollSplitText, type TableLine } from './varianceView.ts';
import type { PayrollSplit } from '../../../engine/analysis/payrollSplit.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/** A variance in its colour with a tick or an exclamation mark and the word for screen readers: colour is never the only cue. */
export function JudgedCell({ text, favourable, testId }: { text: string; favourable: boolean | null; testId?: string }) {
  const { t } = useTranslation('variance', { keyPrefix: 'table' });
  const verdict = judgement(favourable);
  return (
    <td className={`num tabular variance-${verdict}`} data-testid={testId} data-judgement={verdict}>
      <span className="variance-value">
        {verdict === 'favourable' ? <CircleCheck aria-hidden="true" size={14} /> : null}
        {verdict === 'unfavourable' ? <CircleAlert aria-hidden="true" size={14} /> : null}
        {text}
        {verdict === 'none' ? null : <span className="visually-hidden"> ({verdict === 'favourable' ? t('favourable') : t('unfavourable')})</span>}
      </span>
    </td>
  );
}

/** The payroll line whose variance the headcount split explains. */
const PAYROLL_LINE = 'employees';

/**
 * One period's Plan, Flexed plan (volume-driven costs at the actual volume), Actual and Variance of
 * every line beside the full year's Plan, Latest estimate and Variance; under Employees, its
 * variance split into heads and cost per head when the period has a closed month.
 */
export function VarianceTable({ lines, periodLabel, payroll }: { lines: readonly TableLine[]; periodLabel: string; payroll?: PayrollSplit }) {
  const { t } = useTranslation('variance');
  return (
    <ScrollRegion label={t('table.caption', { period: periodLabel })} className="table-scroll variance-table-box">
      <table className="data-table variance-table" data-testid="variance-table">
        <caption className="visually-hidden">{t('table.caption', { period: periodLabel })}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>{t('table.line')}</th>
            <th scope="colgroup" colSpan={5} className="variance-group">{periodLabel}</th>
            <th scope="colgroup" colSpan={3} className="variance-group variance-full-year">{t('table.fullYear')}</th>
          </tr>
          <tr>
            <th scope="col" className="num">{t('table.plan')}</th>
            <th scope="col" className="num">{t('table.flexed')}</th>
            <th scope="col" className="num">{t('table.actual')}</th>
            <th scope="col" className="num">{t('table.variance')}</th>
            <th scope="col" className="num">{t('table.variancePct')}</th>
            <th scope="col" className="num variance-full-year">{t('table.plan')}</th>
            <th scope="col" className="num">{t('table.latestEstimate')}</th>
            <th scope="col" className="num">{t('table.fullVariance')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => [
            <tr key={line.line} data-line={line.line} className={line.total ? 'variance-total' : undefined}>
              <th scope="row">{line.label}</th>
              <td className="num tabular">{formatLineValue(line.period.plan, line.unit)}</td>
              <td className="num tabular variance-flexed" data-testid="variance-flexed">{formatLineValue(line.period.flexed_plan, line.unit)}</td>
              <td className="num tabular" data-testid="variance-actual">{formatLineValue(line.period.actual, line.unit)}</td>
              <JudgedCell text={formatVariance(line.period.variance, line.unit)} favourable={line.period.favourable} testId="variance-amount" />
              <JudgedCell text={formatVariancePercent(line.period.variance_pct)} favourable={line.period.favourable} />
              <td className="num tabular variance-full-year">{formatLineValue(line.fullYear?.plan ?? null, line.unit)}</td>
              <td className="num tabular" data-testid="variance-latest-estimate">{formatLineValue(line.fullYear?.latest_estimate ?? null, line.unit)}</td>
              <JudgedCell text={formatVariance(line.fullYear?.variance ?? null, line.unit)} favourable={line.fullYear?.favourable ?? null} />
            </tr>,
            line.line === PAYROLL_LINE && payroll ? (
              <tr key={`${line.line}-split`} className="variance-payroll-split" data-testid="variance-payroll-split">
                <th scope="row">{t('payroll.row')}</th>
                <td colSpan={8}>{payrollSplitText(payroll)}</td>
              </tr>
            ) : null,
          ])}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
