import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '../../../src/i18n/index.ts';
import { CloseWarnings } from '../../../src/ui/CloseWarnings.tsx';
import { Modal } from '../../../src/ui/Modal.tsx';
import { SampleActualsNotice } from '../../../src/ui/SampleActualsBanner.tsx';
import { useGridLocaleText } from '../../../src/ui/gridLocale.ts';
import { closeWarningsOf } from '../../../contract/closeWarnings.ts';
import { SAMPLE_ACTUALS_NOTICE } from '../../../contract/monthlyActuals.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();

describe('the shared banners in English say what the server says (one notice, two readers)', () => {
  it('writes every closed-month warning as the server words it, with or without actuals in use', () => {
    for (const close of [
      { lastClosedMonth: '2026-02', incomplete: [{ month: '2026-03', missing: ['inpatient_clients', 'closing_cash'] }, { month: '2026-05', missing: ['employees'] }] },
      { lastClosedMonth: null, incomplete: [{ month: '2026-01', missing: ['employees'] }] },
    ]) {
      const html = text(renderToStaticMarkup(<CloseWarnings warnings={closeWarningsOf(close)} />));
      for (const warning of closeWarningsOf(close)) expect(html).toContain(warning.message);
    }
  });

  it('writes the sample-actuals notice as the exports do', () => {
    for (const month of ['2026-10', null]) {
      const html = text(renderToStaticMarkup(<SampleActualsNotice lastClosedMonth={month} />));
      expect(html).toContain(SAMPLE_ACTUALS_NOTICE.title);
      expect(html).toContain(SAMPLE_ACTUALS_NOTICE.detail(month));
    }
  });
});

describe('the shared UI in German', () => {
  it('warns of an incomplete closed month in German, naming the month, its lines and the actuals used', async () => {
    await i18n.changeLanguage('de');
    const warnings = closeWarningsOf({ lastClosedMonth: '2026-02', incomplete: [{ month: '2026-03', missing: ['closing_cash'] }] });
    const html = text(renderToStaticMarkup(<CloseWarnings warnings={warnings} />));
    expect(html).toContain('Einem abgeschlossenen Monat fehlen Istwerte');
    expect(html).toContain('2026-03 ist abgeschlossen, hat aber keinen Istwert für closing_cash; die Zahlen nutzen die Istwerte bis 2026-02');
    expect(html).not.toContain('is closed');
  });

  it('marks sample actuals in German', async () => {
    await i18n.changeLanguage('de');
    const html = text(renderToStaticMarkup(<SampleActualsNotice lastClosedMonth="2026-10" />));
    expect(html).toContain('Beispiel-Istwerte – nicht die Zahlen Ihres Unternehmens');
    expect(html).toContain('Die abgeschlossenen Monate bis 2026-10');
    expect(html).not.toContain('Sample actuals');
  });

  it('names a dialog\'s close button in German', async () => {
    await i18n.changeLanguage('de');
    const html = renderToStaticMarkup(<Modal title="Titel" open onClose={() => undefined}>Inhalt</Modal>);
    expect(html).toContain('aria-label="Schließen"');
    expect(html).not.toContain('aria-label="Close"');
  });

  it('gives AG Grid its own texts in the app\'s language', async () => {
    function Probe() {
      const locale = useGridLocaleText();
      return <span>{locale.noRowsToShow}</span>;
    }
    expect(renderToStaticMarkup(<Probe />)).toContain('No Rows To Show');
    await i18n.changeLanguage('de');
    expect(renderToStaticMarkup(<Probe />)).toContain('Keine Zeilen zum Anzeigen');
  });
});
