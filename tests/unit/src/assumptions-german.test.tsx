import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
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
