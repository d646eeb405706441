import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { budgetVsActual } from '../../../engine/analysis/budgetVsActual.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import type { Statement } from '../../../engine/session/session.ts';
import type { MonthFiguresAnswer } from '../../../contract/monthlyActuals.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { AnalysisBoxes } from '../../../src/features/pnl/AnalysisBoxes.tsx';
import { lastUpdatedText } from '../../../src/features/pnl/lastUpdated.ts';
import { ReconciliationPanel } from '../../../src/features/pnl/ReconciliationPanel.tsx';
import { StatementNotes } from '../../../src/features/pnl/StatementNotes.tsx';
import { TraceabilityBanner } from '../../../src/features/pnl/TraceabilityBanner.tsx';
import { traceSummary } from '../../../src/features/pnl/TraceDetail.tsx';
import { sectionTitle as pnlSectionTitle } from '../../../src/features/pnl/pnlTexts.ts';
import { BalanceCheck } from '../../../src/features/statements/BalanceCheck.tsx';
import { sectionTitle } from '../../../src/features/statements/statementsTexts.ts';
import { CostVariance } from '../../../src/features/variance/CostVariance.tsx';
import { VarianceTable } from '../../../src/features/variance/VarianceTable.tsx';
import { payrollSplitText, periodChoices, tableLines } from '../../../src/features/variance/varianceView.ts';
import { ExplainPanel } from '../../../src/ui/explain/ExplainPanel.tsx';
import { shownTexts } from '../../../src/ui/explain/shownTexts.ts';
import { MODEL_DEFINITION } from '../../../engine/model/definition.ts';
import { displayNameOf, readableFormula } from '../../../engine/session/businessNames.ts';
import { MonthFiguresTable } from '../../../src/ui/monthFigures/MonthFiguresTable.tsx';
import { PeriodLegend } from '../../../src/ui/statement/PeriodLegend.tsx';
import { shownMarkedPeriod, shownPeriodLabel } from '../../../src/ui/statement/periodLabels.ts';
import { periodHeaders, periodWord } from '../../../src/ui/statement/statementPeriods.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { monthlyLines, steadyYear, type MonthInputs } from '../../helpers/varianceLines.ts';

/**
 * The statements in German (issue 30): the P&L, balance sheet, cash flow and Budget vs Actual
 * screens, the explain panel and the month figures read German once the language is German,
 * period names included, and English again after it. Each test switches the language itself.
 */

// The explain panel links to other screens through the router, which reads the browser's location when loaded.
vi.hoisted(() => {
  Object.defineProperty(globalThis, 'window', { value: Object.assign(new EventTarget(), { location: { pathname: '/' } }), configurable: true, writable: true });
});

const MONTH: MonthInputs = {
  medicalRides: 100_000, transportRides: 20_000, pricePerRide: 2.25, medicalClients: 300, revenuePerMedicalClient: 400,
  transportClients: 60, revenuePerPartner: 240, oneTime: 20_000, cogs: 150_000, opex: [400_000, 60_000, 20_000, 15_000, 8_000, 9_000, 3_000, 2_000],
};
const planDrivers = effectiveDrivers(baselineActuals(), {});
const plan = monthlyLines(steadyYear(MONTH));
const latest = monthlyLines(steadyYear({ ...MONTH, medicalRides: 90_000, cogs: 140_000 }));

const statement = (periods: string[], closedMonths: number[], monthsInPeriod: number[]): Statement =>
  ({ period: 'month', periods, closedMonths, monthsInPeriod, rows: [] }) as unknown as Statement;

const month = (key: string): MonthFiguresAnswer => ({
  month: key, revenue: 200, costs: 100, ebitda: 100, opening_cash: 1000, operating_cash: 10, investing_cash: -5, financing_cash: 0, closing_cash: 1005, bank_cash: null, ftes: 21, ftes_actual: true,
});

beforeEach(async () => {
  await i18n.changeLanguage('de');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the statements in German', () => {
  it('name months by Intl in German and mark actual periods "(Ist)", in headers, choices and the legend', () => {
    expect(['2026', '2026-Q1', '2026-03', '2026-09', '2026-YTD'].map(shownPeriodLabel)).toEqual(['2026', 'Q1 2026', 'März 2026', 'Sept. 2026', '2026 kumuliert']);
    expect(periodHeaders(statement(['2026-02', '2026-03', '2026-04'], [1, 0, 0], [1, 1, 1]))).toEqual(['Feb. 2026 (Ist)', 'März 2026', 'Apr. 2026']);
    expect(shownMarkedPeriod('2026', '2026-11')).toBe('2026 (11 + 1)');
    expect(periodWord('monthly')).toBe('Monatlich');
    const legend = renderToStaticMarkup(<PeriodLegend />);
    expect(legend).toContain('(Ist): alle Monate abgeschlossen');
    expect(legend).not.toContain('every month closed');
  });

  it('writes the P&L\'s "Last updated" as a German date with its German source', () => {
    expect(lastUpdatedText({ day: '2026-11-28', source: 'monthly' })).toBe('28. November 2026 (Monats-Istwerte)');
    expect(lastUpdatedText({ day: '2025-11-01', source: 'baseline' })).toBe('1. November 2025 (Basisdaten 2024–2025)');
  });

  it('shows the P&L\'s reconciliation, notes, analysis and traceability in German', () => {
    const reconciliation = renderToStaticMarkup(<ReconciliationPanel rows={[{ year: 2026, total_revenue: 100, total_expenses: 80, rounding_adjustment: 0, computed_ebitda: 20, stated_ebitda: 20, variance: 0, reconciled: true }]} />);
    expect(reconciliation).toContain('EBITDA-Abstimmung');
    expect(reconciliation).toContain('VOLLSTÄNDIG ABGESTIMMT');
    expect(reconciliation).toContain('Umsatzerlöse gesamt');
    expect(reconciliation).not.toContain('PERFECT RECONCILIATION');

    const notes = renderToStaticMarkup(<StatementNotes />);
    expect(notes).toContain('Erläuterungen zur GuV');
    expect(notes).toContain('Vom EBITDA zum Jahresüberschuss');
    expect(notes).not.toContain('Basis of preparation');

    const analysis = renderToStaticMarkup(<AnalysisBoxes insights={{
      firstYear: 2026, lastYear: 2030, recurringGrowth: 40, transactionGrowth: 30, recurringMix: 55, grossMargin: 70,
      revenueGrowth: 35, expenseGrowth: 20, operatingLeverage: 'Improving', ebitdaMarginFirst: -10, ebitdaMarginLast: 25, breakEvenYear: null,
    }} />);
    expect(analysis).toContain('Weg zur Profitabilität');
    expect(analysis).toContain('Verbessernd');
    expect(analysis).toContain('Nicht bis 2030');
    expect(analysis).not.toContain('Path to Profitability');

    const banner = renderToStaticMarkup(<TraceabilityBanner shown={false} onToggle={() => undefined} query={{ status: 'loading', data: null, retry: () => undefined } as never} />);
    expect(banner).toContain('Nachvollziehbarkeit anzeigen');
    expect(banner).not.toContain('Show Traceability');
    const trace = { line_id: 'x', line_item_name: 'X', source_assumptions: [{ id: 'a', name: 'A', description: '' }, { id: 'b', name: 'B', description: '' }], calculation_formula: 'a + b', formula_explanation: '', total_impact_amount: 0 };
    expect(traceSummary(trace)).toMatch(/^2 Annahmen · /);
    expect(pnlSectionTitle('opex')).toBe('Betriebliche Aufwendungen');
  });

  it('titles the balance sheet\'s and cash flow\'s sections and says whether a period balances, in German', () => {
    expect(['assets', 'liabilities', 'equity', 'cf_operating'].map((section) => sectionTitle(section as never))).toEqual(['Aktiva', 'Verbindlichkeiten', 'Eigenkapital', 'Laufende Geschäftstätigkeit']);
    expect(renderToStaticMarkup(<BalanceCheck value={0} />)).toContain('aria-label="ausgeglichen"');
    expect(renderToStaticMarkup(<BalanceCheck value={12} />)).toContain('aria-label="nicht ausgeglichen"');
    expect(i18n.t('statements:unbalanced', { count: 2 })).toBe('In 2 Zeiträumen nicht ausgeglichen');
  });

  it('shows Budget vs Actual in German: table heads, cost variance, payroll split and period choices', () => {
    const answer = budgetVsActual({ year: 2027, plan, latest, planDrivers, closedCount: 4, period: 'quarter' });
    expect(periodChoices(answer).map((choice) => choice.label)).toEqual(['Q1 2027 (Ist)', 'Q2 2027 (1 + 2)', 'Q3 2027', 'Q4 2027']);
    const lines = tableLines(answer, '2027-Q1');
    const table = renderToStaticMarkup(<VarianceTable lines={lines} periodLabel="Q1 2027 (Ist)" />);
    expect(table).toContain('Abweichung €');
    expect(table).toContain('Gesamtjahr');
    expect(table).toContain('Hochrechnung');
    expect(table).not.toContain('Latest estimate');
    const costs = renderToStaticMarkup(<CostVariance lines={lines} periodLabel="Q1 2027 (Ist)" />);
    expect(costs).toContain('Kostenabweichung bei Ist-Menge');
    expect(costs).toContain('Verbrauch');
    expect(costs).not.toContain('Spending');
    expect(payrollSplitText({ heads: 40_000, cost_per_head: -22_000, months_without_headcount: [] })).toBe('Köpfe +€40K · Kosten je Kopf −€22K');
    expect(payrollSplitText({ heads: null, cost_per_head: null, months_without_headcount: ['2026-02'] })).toContain('Keine Ist-Köpfe für diese Monate (2026-02)');
  });

  it('explains a figure and lists a month\'s figures in German', () => {
    const panel = renderToStaticMarkup(<ExplainPanel root={{ kind: 'figure', explanation: { name: 'EBITDA · 2026', value: 1, unit: 'EUR', signed: false, formula: 'a', explanation: '', inputs: [] } }} onClose={() => undefined} />);
    expect(panel).toContain('So wird diese Zahl berechnet');
    expect(panel).toContain('Formel');
    expect(panel).not.toContain('How this figure is calculated');
    const figures = renderToStaticMarkup(<MonthFiguresTable label="Prüfung" months={[month('2026-01')]} />);
    expect(figures).toContain('Umsatzerlöse');
    expect(figures).toContain('= Liquide Mittel am Monatsende (Modell)');
    expect(figures).toContain('21 (Ist)');
    expect(figures).not.toContain('Closing cash');
  });

  it('puts the worker\'s explanation of a figure into the shown definition\'s words, item by item', () => {
    const german = {
      ...MODEL_DEFINITION,
      lines: MODEL_DEFINITION.lines.map((line) => (line.id === 'total_revenue' ? { ...line, name: 'Umsatzerlöse gesamt', explanation: 'Einmalige plus wiederkehrende plus Transaktionserlöse.' } : line)),
    };
    const texts = shownTexts(MODEL_DEFINITION, german);
    expect(texts.name('total_revenue', displayNameOf('total_revenue'))).toBe('Umsatzerlöse gesamt');
    // A name the worker built (with a period word) is not the item's name: it stays as given.
    expect(texts.name('total_revenue', 'Total revenue (previous month)')).toBe('Total revenue (previous month)');
    expect(texts.explanation('total_revenue', 'One-time plus recurring plus transaction revenue.')).toBe('Einmalige plus wiederkehrende plus Transaktionserlöse.');
    expect(texts.explanation('total_revenue', 'Actual from the 2024–2025 baseline.')).toBe('Actual from the 2024–2025 baseline.');
    expect(texts.formula('ebitda / total_revenue', readableFormula('ebitda / total_revenue'))).toContain('Umsatzerlöse gesamt');
    // English: the shown definition is the published one, and every text stays the worker's.
    const english = shownTexts(MODEL_DEFINITION, MODEL_DEFINITION);
    expect(english.name('total_revenue', 'Total revenue')).toBe('Total revenue');
    expect(english.formula('ebitda / total_revenue', 'as given')).toBe('as given');
  });

  it('speaks English again once the language is English', async () => {
    await i18n.changeLanguage('en');
    expect(['2026-09', '2026-YTD'].map(shownPeriodLabel)).toEqual(['Sep 2026', 'YTD 2026']);
    expect(periodHeaders(statement(['2026-02'], [1], [1]))).toEqual(['Feb 2026 (Actual)']);
    expect(lastUpdatedText({ day: '2026-11-28', source: 'monthly' })).toBe('28 November 2026 (monthly actuals)');
    expect(renderToStaticMarkup(<PeriodLegend />)).toContain('(Actual): every month closed');
  });
});
