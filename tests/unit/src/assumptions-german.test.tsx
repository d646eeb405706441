import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import { languageAtom } from '../../../src/state/language.ts';
import { appStore } from '../../../src/state/store.ts';
import { MemoryStorage } from './browser-stand-ins.ts';
import type { AssumptionEntry } from '../../../engine/session/traceability.ts';
import { i18n } from '../../../src/i18n/index.ts';
import { AssumptionCard } from '../../../src/features/assumptions/AssumptionCard.tsx';

/** The Business Assumptions Documentation in German (issue 30): the card's own labels and the assumption's category. */

const entry: AssumptionEntry = {
  id: 'medical_client_growth_rate', group: 'medical_clients', group_title: 'Medical Clients Germany', name: 'Medical Client Growth Rate',
  value: 14, unit: '%/year', reasoning: 'Because.', businessLogic: 'More clients.', category: 'Growth Projection', isProjection: true, source: 'Plan',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('an assumption card in German', () => {
  it('labels the assumption and its impacts in German', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<AssumptionCard entry={entry} mapping={undefined} year={2027} open onToggle={() => undefined} />);
    for (const word of ['Wachstumsprognose', 'Prognose', 'Begründung', 'Geschäftslogik', 'Quelle', 'Details ausblenden', 'Betroffene GuV-Positionen', 'Auswirkung von +1 % in 2027']) {
      expect(html).toContain(word);
    }
    for (const word of ['Growth Projection', 'Reasoning', 'Business logic', 'Hide Details', 'Impact of']) expect(html).not.toContain(word);
  });

  it('keeps the English words in English', () => {
    const html = renderToStaticMarkup(<AssumptionCard entry={entry} mapping={undefined} year={2027} open={false} onToggle={() => undefined} />);
    for (const word of ['Growth Projection', 'Projection', 'Reasoning', 'Business logic', 'Source', 'Show Details']) expect(html).toContain(word);
  });
});

describe('an assumption\'s reasoning in German', () => {
  // The worker's entry carries the model's English reasoning; the card reads the driver's from the shown definition.
  const salesTeam: AssumptionEntry = {
    id: 'sales_team_size', group: 'medical_clients', group_title: 'Medical Clients Germany', name: 'Sales Team Size', value: 7, unit: 'reps',
    reasoning: 'Hospital sales are relationship-led; capacity scales with reps.', businessLogic: 'x', category: 'Customer Acquisition', source: 'Plan',
  };
  const render = () => renderToStaticMarkup(<Provider store={appStore}><AssumptionCard entry={salesTeam} mapping={undefined} year={2027} open={false} onToggle={() => undefined} /></Provider>);
  // Switched as the app's language menu does: the texts and the shown definition together.
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  });
  afterEach(() => {
    appStore.set(languageAtom, 'en');
    vi.unstubAllGlobals();
  });

  it('reads the German reasoning of the definition', () => {
    appStore.set(languageAtom, 'de');
    const html = render();
    expect(html).toContain('Beziehungen');
    expect(html).not.toContain('relationship-led');
  });

  it('keeps the English reasoning word for word', () => {
    expect(render()).toContain('Hospital sales are relationship-led; capacity scales with reps.');
  });
});
