import { formatDecimal, formatMultiple, formatPercent, formatPnl } from '../../ui/figures.ts';
import type { DcfCashFlow, EnterpriseValuation } from '../../../engine/analysis/valuation.ts';
import { Card } from '../../ui/Card.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { dcfPeriodTexts, valuationDateText } from './texts.ts';

/** The rows of the DCF table, each a figure of a period; costs and outflows shown negative. */
const ROWS: readonly { key: 'ebit' | 'taxRate' | 'taxes' | 'nopat' | 'depreciation' | 'capex' | 'workingCapital' | 'freeCashFlow' | 'discountFactor' | 'presentValue'; value: (flow: DcfCashFlow) => string; total?: true }[] = [
  { key: 'ebit', value: (f) => formatPnl(f.ebit) },
  { key: 'taxRate', value: (f) => formatPercent(f.tax_rate * 100) },
  { key: 'taxes', value: (f) => formatPnl(-f.taxes_on_ebit) },
  { key: 'nopat', value: (f) => formatPnl(f.nopat), total: true },
  { key: 'depreciation', value: (f) => formatPnl(f.depreciation) },
  { key: 'capex', value: (f) => formatPnl(-f.capex) },
  { key: 'workingCapital', value: (f) => formatPnl(-f.change_in_working_capital) },
  { key: 'freeCashFlow', value: (f) => formatPnl(f.free_cash_flow), total: true },
  { key: 'discountFactor', value: (f) => formatDecimal(f.discount_factor, 4) },
  { key: 'presentValue', value: (f) => formatPnl(f.present_value), total: true },
];

/** The DCF as a CFO reads it: free cash flow built up from EBIT per period, then the terminal values side by side. */
export function DcfDetail({ valuation }: { valuation: EnterpriseValuation }) {
  const { t } = useTranslation('valuation');
  const language = useLanguage();
  const { dcf } = valuation;
  const { terminal } = dcf;
  const caption = t('dcf.caption', { date: valuationDateText(valuation.valuation_month, valuation.valuation_date, language) });
  const periods = dcfPeriodTexts(dcf, language);
  return (
    <Card title={t('dcf.title')}>
      <ScrollRegion label={caption}>
        <table className="data-table dcf-table" aria-label={caption} data-testid="dcf-table">
          <thead>
            <tr>
              <th scope="col">{t('dcf.item')}</th>
              {dcf.cash_flows.map((flow, i) => <th key={flow.period} scope="col" className="num">{periods[i]}</th>)}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key} className={row.total ? 'dcf-total' : undefined}>
                <th scope="row">{t(`dcf.rows.${row.key}`)}</th>
                {dcf.cash_flows.map((flow) => <td key={flow.period} className="num tabular">{row.value(flow)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="muted valuation-note">{dcf.mid_year ? t('dcf.conventionMidYear') : t('dcf.conventionEndOfPeriod')} {t('dcf.taxNote')}</p>
      <dl className="summary-grid dcf-terminal" data-testid="dcf-terminal">
        <div><dt>{t('dcf.pvCashFlows')}</dt><dd className="tabular">{formatPnl(dcf.pv_cash_flows)}</dd></div>
        <div>
          <dt>{t('dcf.growthTerminal', { growth: dcf.terminal_growth * 100 })}</dt>
          <dd className="tabular">{formatPnl(terminal.gordon_value)} · {t('dcf.presentValue')} {formatPnl(terminal.gordon_present_value)}</dd>
          <dd className="muted" data-testid="implied-exit-multiple">
            {terminal.implied_exit_multiple === null ? t('dcf.noImpliedMultiple') : t('dcf.impliedMultiple', { multiple: formatMultiple(terminal.implied_exit_multiple) })}
          </dd>
        </div>
        <div>
          <dt>{t('dcf.enterpriseValue')}</dt>
          <dd className="summary-value tabular" data-testid="dcf-enterprise-value">{formatPnl(dcf.enterprise_value)}</dd>
          <dd className="muted">{t('dcf.terminalShare', { share: formatPercent(dcf.terminal_share * 100) })}</dd>
        </div>
        <div>
          <dt>{t('dcf.exitTerminal', { multiple: formatMultiple(terminal.exit_multiple) })}</dt>
          <dd className="tabular">{formatPnl(terminal.exit_value)} · {t('dcf.presentValue')} {formatPnl(terminal.exit_present_value)}</dd>
          <dd className="muted">{t('dcf.enterpriseValueExit')}: <span className="tabular" data-testid="dcf-exit-enterprise-value">{formatPnl(dcf.enterprise_value_exit_multiple)}</span></dd>
        </div>
      </dl>
    </Card>
  );
}
