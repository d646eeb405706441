import { formatMultiple, formatPnl } from '../../ui/figures.ts';
import type { EnterpriseValuation, ValuationMethod, ValuationMethodId } from '../../../engine/analysis/valuation.ts';
import { Card } from '../../ui/Card.tsx';
import { BASIS_KEY, METHOD_ORDER, dcfPeriodTexts, runRateMonthText } from './texts.ts';
import { i18n, useLanguage, useTranslation } from '../../i18n/index.ts';
import type { Language } from '../../../contract/preferences.ts';

/** "8.0x ARR run-rate Dec 2025": a multiple always says what it is of; the DCF has none. */
function multipleText(method: ValuationMethod, month: string, language: Language): string | null {
  if (method.multiple === null || method.basis === null) return null;
  return i18n.t('valuation:multipleOf', {
    multiple: formatMultiple(method.multiple),
    of: i18n.t(`valuation:multipleBasis.${BASIS_KEY[method.basis.of]}`),
    runRate: runRateMonthText(month, method.basis.runRate, language),
  });
}

/** One card per valuation method; the selected one drives the summary. */
export function MethodCards({ valuation, selected, onSelect }: { valuation: EnterpriseValuation; selected: ValuationMethodId; onSelect: (id: ValuationMethodId) => void }) {
  const { t } = useTranslation('valuation');
  const language = useLanguage();
  return (
    <section aria-label={t('methods')} className="method-cards">
      {METHOD_ORDER.map((id) => {
        const method = valuation.valuation_methods[id];
        const terms = multipleText(method, valuation.valuation_month, language) ?? t('dcfTerms', { rate: valuation.dcf.discount_rate * 100, growth: valuation.dcf.terminal_growth * 100 });
        return (
          <button key={id} type="button" className={`card method-card${id === selected ? ' method-card-selected' : ''}`} aria-pressed={id === selected} onClick={() => onSelect(id)}>
            <span className="metric-label">{t(`methodNames.${id}`)}</span>
            <span className="method-value tabular">{formatPnl(method.value)}</span>
            <span className="muted" data-testid={`method-terms-${id}`}>{terms} · {t('confidence')} {method.confidence}%</span>
          </button>
        );
      })}
    </section>
  );
}

/** Part 2 §2 Valuation Summary: the selected method with its 80% / 100% / 125% range. */
export function ValuationSummary({ valuation, selected }: { valuation: EnterpriseValuation; selected: ValuationMethodId }) {
  const { t } = useTranslation('valuation');
  const language = useLanguage();
  const method = valuation.valuation_methods[selected];
  const periods = dcfPeriodTexts(valuation.dcf, language);
  return (
    <Card title={t('summary')} className="valuation-summary">
      <dl className="summary-grid" data-testid="valuation-summary">
        <div><dt>{t('selectedMethod')}</dt><dd>{t(`methodNames.${selected}`)}</dd></div>
        <div><dt>{t('enterpriseValue')}</dt><dd className="summary-value tabular" data-testid="summary-value">{formatPnl(method.value)}</dd></div>
        <div><dt>{t('equityValue')}</dt><dd className="tabular" data-testid="summary-equity-value">{formatPnl(method.equity_value)}</dd></div>
        <div><dt>{t('multiple')}</dt><dd className="tabular">{multipleText(method, valuation.valuation_month, language) ?? t('noMultiple')}</dd></div>
        <div><dt>{t('confidenceLevel')}</dt><dd className="tabular">{method.confidence}%</dd></div>
      </dl>
      <h3 className="valuation-subtitle">{t('range')}</h3>
      <dl className="summary-grid range-grid">
        <div><dt>{t('conservative')}</dt><dd className="tabular">{formatPnl(method.range.conservative)}</dd></div>
        <div><dt>{t('base')}</dt><dd className="tabular">{formatPnl(method.range.base)}</dd></div>
        <div><dt>{t('optimistic')}</dt><dd className="tabular">{formatPnl(method.range.optimistic)}</dd></div>
      </dl>
      {selected === 'dcf' ? (
        <p className="muted valuation-note">
          {t('dcfNote', { rate: valuation.dcf.discount_rate * 100, growth: valuation.dcf.terminal_growth * 100, from: periods[0] ?? '', to: periods.at(-1) ?? '' })}
        </p>
      ) : null}
    </Card>
  );
}
