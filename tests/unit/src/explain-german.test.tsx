import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseMonthlyActualsCsv } from '../../../engine/actuals/monthlyActualsCsv.ts';
import { columnExplanation } from '../../../engine/analysis/pnlStatement.ts';
import { hgbCellExplanation, hgbColumnExplanation } from '../../../engine/analysis/hgbStatement.ts';
import { SETTING_NAMES } from '../../../engine/model/baselineSettings.ts';
import { MODEL_DEFINITION } from '../../../engine/model/definition.ts';
import { PNL_ROWS } from '../../../engine/model/statements.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { displayNameOf, readableFormula } from '../../../engine/session/businessNames.ts';
import type { CellRef, QuarterRef } from '../../../engine/session/cellRef.ts';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { cellErrorText, type CellError } from '../../../engine/session/values.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { pnlLinesReachedBy } from '../../../engine/analysis/assumptionReach.ts';
import { AssumptionCard } from '../../../src/features/assumptions/AssumptionCard.tsx';
import { TraceDetail, traceSummary } from '../../../src/features/pnl/TraceDetail.tsx';
import { ExplainPanel } from '../../../src/ui/explain/ExplainPanel.tsx';
import { cellErrorSentence, explainSentence, formulaWords, outsideName, shownFigure } from '../../../src/ui/explain/engineSentences.ts';
import { baselineActuals, ROOT } from '../../helpers/fixtures.ts';

/**
 * The engine's own sentences in the explain panel (issue 30): the worker returns them as codes
 * beside its English; the panel writes them in the reader's language. English reads word for word
 * as the engine writes it; German reads German. Each test sets the language it reads.
 */

// The explain panel links to other screens through the router, which reads the browser's location when loaded.
vi.hoisted(() => {
  Object.defineProperty(globalThis, 'window', { value: Object.assign(new EventTarget(), { location: { pathname: '/' } }), configurable: true, writable: true });
});

const tables = tablesOf(MODEL_DEFINITION);
let session: ModelSession;
beforeAll(() => {
  const read = parseMonthlyActualsCsv(fs.readFileSync(path.join(ROOT, 'fixtures/monthly-actuals-2026.csv'), 'utf8'));
  if (!read.ok) throw new Error('the sample actuals do not parse');
  session = createModelSession({ actuals: { ...baselineActuals(), closed: { values: read.values, lastClosedMonth: '2026-03' } } });
});
afterAll(() => session.destroy());

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** One cell for each sentence the engine writes of a model cell. */
const CELLS: { ref: CellRef | QuarterRef; code: string; german: string }[] = [
  { ref: { sheet: 'Actuals', id: 'employees', period: '2025-06' }, code: 'baseline_actual', german: 'Istwert aus den Basisdaten 2024–2025.' },
  { ref: { sheet: 'Monthly', id: 'employees', period: '2025-12' }, code: 'opening_value', german: 'Eröffnungswert: Istwert Dezember 2025.' },
  { ref: { sheet: 'Monthly', id: 'employees', period: '2026-03' }, code: 'closed_month_actual', german: 'Istwert eines abgeschlossenen Monats aus den Monats-Istwerten; die Formel der Zeile gilt für offene Monate.' },
  { ref: { sheet: 'Annual', id: 'total_revenue', period: '2024' }, code: 'annual', german: 'Summe der Ist-Monate 2024.' },
  { ref: { sheet: 'Annual', id: 'medical_clients', period: '2030' }, code: 'annual', german: 'Dezemberwert der Prognosemonate 2030.' },
  { ref: { sheet: 'Quarters', id: 'total_revenue', period: '2027-Q2' }, code: 'quarter', german: 'Summe der drei Monate von Q2 2027.' },
  { ref: { sheet: 'Quarters', id: 'depreciation_it_equipment', period: '2024-Q1' }, code: 'no_actuals', german: 'Die Basisdaten 2024–2025 enthalten keine Istwerte für Depreciation, IT equipment.' },
];

const ERRORS: CellError[] = [{ code: 'div_by_zero' }, { code: 'not_finite' }, { code: 'workbook', value: '#VALUE!', message: '' }, { code: 'workbook', value: '#NAME?', message: 'Function name FOO not recognized.' }];

describe('the explain panel\'s engine sentences', () => {
  it('reads in English exactly as the engine writes it, for every sentence and error', () => {
    for (const { ref, code } of CELLS) {
      const explanation = session.explain(ref as CellRef);
      expect(explanation.explanation_code?.code).toBe(code);
      expect(explainSentence(explanation.explanation_code!, tables)).toBe(explanation.explanation);
    }
    for (const how of ['sum', 'avg', 'first', 'last'] as const) {
      for (const months of ['actual', 'forecast'] as const) {
        const year = months === 'actual' ? 2025 : 2027;
        const english = explainSentence({ code: 'annual', how, year, months }, tables);
        expect(english).toMatch(/^(SUM|AVERAGE|JANUARY|DECEMBER) of the (actual|forecast) months of 202[57]\.$/);
      }
    }
    for (const error of ERRORS) expect(cellErrorSentence(error)).toBe(cellErrorText(error));
    expect(outsideName('year_index')).toBe(displayNameOf('year_index'));
    for (const setting of SETTING_NAMES) expect(outsideName(setting.name)).toBe(setting.label);
    expect(readableFormula('prev(medical_clients) + lag(medical_clients, 3) + actual(cash) * year_index', tables, formulaWords()))
      .toBe(readableFormula('prev(medical_clients) + lag(medical_clients, 3) + actual(cash) * year_index'));
  });

  it('writes each sentence in German, and an error, a formula\'s period words and the names outside the definition', async () => {
    await i18n.changeLanguage('de');
    for (const { ref, german } of CELLS) {
      const explanation = session.explain(ref as CellRef);
      expect(explainSentence(explanation.explanation_code!, tables)).toBe(german);
    }
    expect(cellErrorSentence({ code: 'div_by_zero' })).toMatch(/^Division durch null: /);
    expect(cellErrorSentence({ code: 'workbook', value: '#VALUE!', message: '' })).toBe('Die Arbeitsmappe kann diese Zahl nicht berechnen (#VALUE!): eine Zahl, die sie liest, hat keinen Wert.');
    const formula = readableFormula('prev(medical_clients) + lag(medical_clients, 3) + lag(medical_clients, 1) + actual(cash) * year_index / capital_injection_2025', tables, formulaWords());
    expect(formula).toContain('(Vormonat)');
    expect(formula).toContain('(3 Monate früher)');
    expect(formula).toContain('(1 Monat früher)');
    expect(formula).toContain('(Ist Dezember 2025)');
    expect(formula).toContain('Nummer des Prognosejahres');
    expect(formula).toContain('Kapitalzufuhr der Finanzierungsrunde 2025');
    expect(formula).not.toMatch(/previous month|months earlier|Forecast year number/);
    for (const setting of SETTING_NAMES) expect(outsideName(setting.name)).not.toBe(setting.label);
  });
});

describe('the P&L\'s composed figures in the explain panel', () => {
  it('names and explains a YoY, margin and HGB figure in German, and as before in English', async () => {
    const years = session.years();
    const growth = columnExplanation(years, 'ebitda', 'yoy', 2027, 'EBITDA', 'Umsatzerlöse gesamt');
    const margin = columnExplanation(years, 'gross_profit', 'margin', 2027, 'Rohertrag', 'Umsatzerlöse gesamt');
    const hgbYoy = hgbColumnExplanation(years, 'hgb_8', 'yoy', 2027);
    const hgbMargin = hgbColumnExplanation(years, 'hgb_6', 'margin', 2027);
    expect(shownFigure(growth)).toEqual(growth);
    expect(shownFigure(margin)).toEqual(margin);
    expect(shownFigure(hgbYoy)).toEqual(hgbYoy);
    expect(shownFigure(hgbMargin)).toEqual(hgbMargin);

    await i18n.changeLanguage('de');
    expect(shownFigure(growth).name).toBe('EBITDA: Wachstum ggü. Vorjahr 2027');
    expect(shownFigure(growth).explanation).toMatch(/^Veränderung gegenüber dem Vorjahr/);
    expect(shownFigure(columnExplanation(years, 'rounding_adjustment', 'yoy', 2027)).explanation).toMatch(/^Keine Wachstumsrate/);
    expect(shownFigure(margin).name).toBe('Rohertrag: Marge 2027');
    expect(margin.formula).toBe('Rohertrag 2027 ÷ Umsatzerlöse gesamt 2027 × 100');
    expect(shownFigure(hgbMargin).explanation).toBe('Der Posten als Anteil an den Umsatzerlösen des Jahres.');
    const panel = renderToStaticMarkup(<ExplainPanel root={{ kind: 'figure', explanation: growth }} onClose={() => undefined} />);
    expect(panel).toContain('EBITDA: Wachstum ggü. Vorjahr 2027');
    expect(panel).toContain('gemessen an der Größe des Vorjahreswerts');
    expect(panel).not.toContain('YoY Growth');
    expect(panel).not.toContain('Change over the year before');
  });

  it('explains an HGB item and its result in German', async () => {
    const statement = session.statement({ period: 'year', from: '2026', to: '2030', lines: PNL_ROWS });
    const index = statement.periods.indexOf('2027');
    const refOf = (line: string): CellRef => ({ sheet: 'Annual', id: line, period: '2027' });
    const item = hgbCellExplanation('hgb_8', '2027', statement, index, refOf);
    const result = hgbCellExplanation('hgb_17', '2027', statement, index, refOf);
    expect(shownFigure(item)).toEqual(item);
    await i18n.changeLanguage('de');
    expect(shownFigure(item).explanation).toMatch(/^Die Summe der GuV-Zeilen des Modells, die § 275 Abs. 2 HGB/);
    expect(shownFigure(result).explanation).toMatch(/^Alle Posten der Gliederung mit ihrem Vorzeichen/);
  });
});

describe('the P&L\'s traceability rows', () => {
  it('names an actual year\'s source and roll-up and a formula\'s periods in German, as the engine does in English', async () => {
    const actualYear = session.pnlTraceability(2024).pnl_line_items.find((item) => item.line_id === 'total_revenue');
    if (!actualYear) throw new Error('no traceability of total revenue');
    const english = renderToStaticMarkup(<TraceDetail trace={actualYear} name="Total revenue" />);
    expect(english).toContain('Baseline actuals 2024–2025');
    expect(english).toContain(actualYear.formula_explanation);
    const withPrevious = { ...actualYear, calculation_formula: 'prev(medical_clients) * 2', source_assumptions: [] };
    expect(traceSummary(withPrevious, tables)).toContain('(previous month)');

    await i18n.changeLanguage('de');
    const german = renderToStaticMarkup(<TraceDetail trace={actualYear} name="Umsatzerlöse gesamt" />);
    expect(german).toContain('Istwerte der Basisdaten 2024–2025');
    expect(german).toContain('Summe der Ist-Monate 2024.');
    expect(german).not.toContain(actualYear.formula_explanation);
    expect(traceSummary(withPrevious, tables)).toContain('(Vormonat)');
  });
});

describe('the formulas of a documented assumption', () => {
  it('read their periods in German', async () => {
    const entry = session.assumptions().find((candidate) => pnlLinesReachedBy(candidate.id).length > 0);
    if (!entry) throw new Error('no assumption reaches the P&L');
    const mapping = {
      key: entry.id, driver_id: entry.id, group: entry.group, affected_pnl_items: [], formula_explanation: '', impact_coefficient: 0,
      calculation_formula: 'medical_clients = prev(medical_clients) * 2',
    };
    const card = () => renderToStaticMarkup(<AssumptionCard entry={entry} mapping={mapping} year={2027} open onToggle={() => undefined} />);
    expect(card()).toContain('(previous month)');
    await i18n.changeLanguage('de');
    expect(card()).toContain('(Vormonat)');
    expect(card()).not.toContain('(previous month)');
  });
});
