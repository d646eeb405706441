import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { i18n } from '../../../src/i18n/index.ts';
import { DEFAULT_MODEL_SOURCE } from '../../../engine/model/definition.ts';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { DriverRangeError } from '../../../engine/analysis/ranges/driverRanges.ts';
import { DEFAULT_SENSITIVITY_SORT } from '../../../engine/analysis/sensitivityTable.ts';
import { DEFAULT_RISKS, assessRisk } from '../../../engine/analysis/risks.ts';
import { LEVER_IDS, type LeverSet } from '../../../engine/analysis/gtm.ts';
import { DEFAULT_DCF_OPTIONS, DEFAULT_MULTIPLIERS } from '../../../engine/analysis/valuation.ts';
import { SensitivityTable } from '../../../src/features/sensitivity/SensitivityTable.tsx';
import { sumOfPartsNotes } from '../../../src/features/sensitivity/texts.ts';
import { RiskList } from '../../../src/features/risks/RiskList.tsx';
import { LeverPanel } from '../../../src/features/gtm/LeverPanel.tsx';
import { gtmWords } from '../../../src/features/gtm/texts.ts';
import { MultiplierControls } from '../../../src/features/valuation/MultiplierControls.tsx';
import { runRateMonthText, valuationDateText } from '../../../src/features/valuation/texts.ts';
import { RunControls } from '../../../src/features/ranges/RunControls.tsx';
import { rangeProblemText } from '../../../src/features/ranges/editorRows.ts';
import { histogramSummary } from '../../../src/features/ranges/rangesCharts.ts';
import { PartsList } from '../../../src/features/model/PartsList.tsx';
import { groupsOf } from '../../../src/features/model/modelGroups.ts';
import { DEFINITION_FILE_LIMIT_BYTES, sizeProblem } from '../../../src/features/model/definitionFile.ts';

/** A component drawn while the app speaks German (the language is switched before each test). */
function german(element: ReactElement): string {
  return renderToStaticMarkup(<Provider store={createStore()}>{element}</Provider>);
}

beforeEach(async () => {
  await i18n.changeLanguage('de');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Sensitivity Analysis in German', () => {
  const churn = DRIVER_BY_ID.get('logo_churn_rate');
  if (!churn) throw new Error('the catalog has no logo_churn_rate');
  const row = {
    id: churn.id, name: churn.name, category: churn.category, currentValue: 3, baselineValue: 3, unit: churn.unit, step: '+1%' as const,
    totalStrategicImpact: 70, description: churn.description, isNegativeDriver: true,
    revenueImpact: -1000, profitImpact: -800, valuationImpact: -4000, ebitda2030Impact: -300,
  };

  it('heads the table, marks cost drivers and names categories in German', () => {
    const html = german(<SensitivityTable rows={[row]} sort={DEFAULT_SENSITIVITY_SORT} onSort={() => undefined} />);
    expect(html).toContain('Schlüsseltreiber');
    expect(html).toContain('Kostentreiber');
    expect(html).toContain('Strategische Gesamtwirkung');
    expect(html).not.toContain('Key Driver');
    expect(html).not.toContain('Revenue Impact');
  });

  it('writes the sum-of-parts notes in German', () => {
    expect(sumOfPartsNotes()[0]).toMatch(/^ARR-Anteil: \d+ % des Umsatzes/);
  });
});

describe('Strategic Risk Assessment in German', () => {
  it('lists the risks with German headers, quadrants and levels', () => {
    const risks = DEFAULT_RISKS.map((risk) => ({ ...assessRisk(risk), updated_by: null, updated_at: null }));
    const html = german(<RiskList risks={risks} selectedId={null} onSelect={() => undefined} />);
    expect(html).toContain('Detaillierte Risikoliste');
    expect(html).toContain('Wahrscheinlichkeit');
    expect(html).toMatch(/KRITISCH|MINDERN|BEOBACHTEN|AKZEPTIEREN/);
    expect(html).toMatch(/Hoch|Mittel|Niedrig/);
    expect(html).not.toContain('Detailed Risk List');
    expect(html).not.toMatch(/>(CRITICAL|MITIGATE|MONITOR|ACCEPT)</);
  });
});

describe('Market Leadership Strategy Simulator in German', () => {
  it('names the levers and their groups in German', () => {
    const levers = Object.fromEntries(LEVER_IDS.map((id) => [id, 60])) as LeverSet;
    const html = german(<LeverPanel levers={levers} calculating={false} atPlan onChange={() => undefined} onReset={() => undefined} />);
    expect(html).toContain('Strategische Hebel');
    expect(html).toContain('Marktdurchdringung');
    expect(html).toContain('Markteintritt Schweiz');
    expect(html).toContain('Auf Plan zurücksetzen');
    expect(html).not.toContain('Strategic Levers');
    expect(html).not.toContain('Swiss Market Entry');
  });

  it('translates the engine\'s fixed labels and keeps an unknown one as the engine wrote it', () => {
    expect(gtmWords('Total revenue')).toBe('Umsatzerlöse gesamt');
    expect(gtmWords('A row added later')).toBe('A row added later');
  });
});

describe('Rides/Wallet Analysis in German', () => {
  it('labels the multipliers in German and keeps their test ids', () => {
    const html = german(<MultiplierControls value={DEFAULT_MULTIPLIERS} onChange={() => undefined} dcf={DEFAULT_DCF_OPTIONS} onDcfChange={() => undefined} />);
    expect(html).toContain('Bewertungsmultiplikatoren');
    expect(html).toContain('ARR-Multiplikator');
    expect(html).toContain('data-testid="ARR Multiplier-value"');
    expect(html).not.toContain('Valuation Multipliers');
  });

  it('writes the valuation date and the run-rate month the German way, English as the engine does', () => {
    expect(valuationDateText('2025-12', '31 December 2025', 'de')).toBe('31. Dezember 2025');
    expect(valuationDateText('2025-12', '31 December 2025', 'en')).toBe('31 December 2025');
    expect(runRateMonthText('2025-12', 'Dec 2025', 'de')).toMatch(/^Dez\.? 2025$/);
  });
});

describe('Forecast Ranges in German', () => {
  it('draws the run controls in German', () => {
    const html = german(<RunControls />);
    expect(html).toContain('Ziehungen');
    expect(html).toContain('Startwert');
    expect(html).toContain('Szenario wird geladen');
    expect(html).not.toContain('Draws');
    expect(html).not.toContain('Loading the scenario');
  });

  it('says why a range is refused and what a histogram shows in German', () => {
    const churn = DRIVER_BY_ID.get('logo_churn_rate');
    if (!churn) throw new Error('the catalog has no logo_churn_rate');
    expect(rangeProblemText(new DriverRangeError('not_a_number', churn.id, ''), churn, 3.2)).toBe(`${churn.name}: Niedrig und Hoch müssen Zahlen sein`);
    expect(histogramSummary('Umsatz', [{ from: 0, to: 1, count: 3 }], null)).toContain('Umsatz (simuliert), 3 Ziehungen in 1 Klassen');
  });
});

describe('Model Definition in German', () => {
  it('draws the editor\'s own words in German and the definition\'s items as the modeller wrote them', () => {
    const groups = groupsOf(DEFAULT_MODEL_SOURCE);
    const firstDriver = DEFAULT_MODEL_SOURCE.drivers.find((driver) => driver.category === 'medical_business');
    if (!firstDriver) throw new Error('the shipped model has no medical driver');
    const html = german(
      <PartsList
        groups={groups} total={groups.length} query="" onQuery={() => undefined} open={new Set([groups[0]?.key ?? ''])}
        onToggle={() => undefined} selectedKey={null} changes={new Map()} problemCounts={new Map()} onSelect={() => undefined}
        filterRef={{ current: null }} actions={null}
      />,
    );
    expect(html).toContain('Bestandteile des Modells');
    expect(html).toContain('Treiber · Medizinisches Geschäft');
    expect(html).toContain('Nach Id oder Name filtern');
    expect(html).toContain(firstDriver.name);
    expect(html).not.toContain('Parts of the model');
    expect(html).not.toContain('Drivers · Medical Business');
  });

  it('refuses a file too large in German', () => {
    expect(sizeProblem(DEFINITION_FILE_LIMIT_BYTES + 1)).toBe('Die Datei ist größer als 2 MB: eine Modelldefinition ist viel kleiner.');
  });
});
