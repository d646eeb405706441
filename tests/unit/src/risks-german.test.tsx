import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_RISKS, assessRisk, localizedRisk } from '../../../engine/analysis/risks.ts';
import type { Risk as ApiRisk } from '../../../contract/risks.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { RiskDetail } from '../../../src/features/risks/RiskDetail.tsx';
import { RiskList } from '../../../src/features/risks/RiskList.tsx';

/**
 * The risks register in German (issue 30): the shipped risks' texts by risk id while they read the
 * shipped English (the definition's rule), and the categories by the risks namespace.
 */

const answered: ApiRisk[] = DEFAULT_RISKS.map((risk) => ({ ...assessRisk(risk), updated_by: null, updated_at: null }));
const noop = () => undefined;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the risks register in German', () => {
  it('gives every shipped risk every text in German', () => {
    for (const risk of DEFAULT_RISKS) {
      const german = localizedRisk(risk, 'de');
      for (const field of ['name', 'description', 'mitigation', 'timeframe', 'derivation'] as const) {
        expect(german[field], `${risk.id}.${field}`).not.toBe(risk[field]);
        expect(german[field].length, `${risk.id}.${field}`).toBeGreaterThan(0);
      }
      expect({ ...german, name: '', description: '', mitigation: '', timeframe: '', derivation: '' })
        .toEqual({ ...risk, name: '', description: '', mitigation: '', timeframe: '', derivation: '' });
    }
  });

  it('keeps a text that no longer reads the shipped English, and a risk that is not shipped', () => {
    const edited = { ...DEFAULT_RISKS[0]!, mitigation: 'Our own words.' };
    const german = localizedRisk(edited, 'de');
    expect(german.mitigation).toBe('Our own words.');
    expect(german.name).toBe('Regulatorische Änderungen');
    const added = { ...DEFAULT_RISKS[1]!, id: 99 };
    expect(localizedRisk(added, 'de')).toEqual(added);
  });

  it('lists the risks with German names and categories', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<RiskList risks={answered.map((risk) => localizedRisk(risk, 'de'))} selectedId={null} onSelect={noop} />);
    for (const german of ['Regulatorische Änderungen', 'Technische Infrastruktur', 'Personalgewinnung', 'Extern', 'Operativ', 'Kommerziell']) expect(html).toContain(german);
    for (const english of ['Regulatory Changes', 'Talent Acquisition', 'External', 'Operational']) expect(html).not.toContain(english);
  });

  it('shows a risk\'s detail in German', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<RiskDetail risk={localizedRisk(answered[2]!, 'de')} canEdit={false} onClose={noop} onSaved={noop} />);
    for (const german of ['Technische Infrastruktur', 'Operativ', '0–12 Monate', 'Redundantes Hosting', 'Rufbereitschaft']) expect(html).toContain(german);
    for (const english of ['Technology Infrastructure', 'Operational', '0-12 months', 'Redundant hosting']) expect(html).not.toContain(english);
  });

  it('keeps the English texts and categories word for word', () => {
    for (const risk of DEFAULT_RISKS) expect(localizedRisk(risk, 'en')).toBe(risk);
    const html = renderToStaticMarkup(<RiskList risks={answered} selectedId={null} onSelect={noop} />);
    for (const english of ['Regulatory Changes', 'Market Competition', 'External', 'Commercial']) expect(html).toContain(english);
  });
});
