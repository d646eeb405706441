import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import { FUNDING_EVENT_DRIVERS } from '../../../engine/model/fundingEvents.ts';
import type { DriverCategory, DriverDef } from '../../../engine/model/types.ts';
import { driverCatalogAtom } from '../../state/publishedModel.ts';
import { categoryIcon } from './categoryIcons.ts';
import { realTimeAtom } from './realTime.ts';
import { refreshForecast } from './refresh.ts';
import { KEY_DRIVERS_TEXT } from './texts.ts';
import { VariableCard } from './VariableCard.tsx';
import { ImpactLegend } from './ImpactMarker.tsx';
import { FundingEvents } from './funding/FundingEvents.tsx';
import { prose } from '../../ui/figures.ts';
import { DRIVER_CATEGORY_TEXT } from '../../ui/analysis/shownNames.ts';

/** The published model's drivers by category. */
function byCategory(catalog: ReadonlyMap<string, DriverDef>): Map<DriverCategory, DriverDef[]> {
  const drivers = [...catalog.values()];
  return new Map(DRIVER_CATEGORIES.map((c) => [c.id, drivers.filter((d) => d.category === c.id)]));
}

/** The driver a link asked for (`/key-drivers?driver=id`, e.g. from the P&L's explain panel). */
function linkedDriverId(catalog: ReadonlyMap<string, DriverDef>): string | null {
  const id = new URLSearchParams(window.location.search).get('driver');
  return id && catalog.has(id) ? id : null;
}

/**
 * Part 2 §2: category tabs (icon, name, variable count), the selected category's description and
 * count with the 'Real-Time ON/OFF' toggle, then its variable cards (in Finance & Tax the funding events first, as a list of events).
 */
export function CategoryBrowser() {
  const catalog = useAtomValue(driverCatalogAtom);
  const grouped = useMemo(() => byCategory(catalog), [catalog]);
  // The link is read once, when the screen opens.
  const [linked] = useState(() => linkedDriverId(catalog));
  const [selected, setSelected] = useState<DriverCategory>(
    (linked ? catalog.get(linked)?.category : undefined) ?? DRIVER_CATEGORIES[0]?.id ?? 'medical_business',
  );
  const [realTime, setRealTime] = useAtom(realTimeAtom);
  const id = useId();
  const category = DRIVER_CATEGORIES.find((c) => c.id === selected) ?? DRIVER_CATEGORIES[0];
  const variables = grouped.get(selected) ?? [];
  // The funding event slots are edited as a list of events (FundingEvents), not as sliders.
  const cards = variables.filter((d) => !FUNDING_EVENT_DRIVERS.has(d.id));

  useEffect(() => {
    // Open on the linked driver: its category is selected above; bring its card into view.
    if (linked) document.querySelector(`[data-driver="${linked}"]`)?.scrollIntoView({ block: 'center' });
  }, [linked]);

  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = DRIVER_CATEGORIES[(index + delta + DRIVER_CATEGORIES.length) % DRIVER_CATEGORIES.length];
    if (!next) return;
    setSelected(next.id);
    document.getElementById(`${id}-${next.id}`)?.focus();
  }

  return (
    <section className="kd-categories">
      <div className="tabs kd-tabs" role="tablist" aria-label={KEY_DRIVERS_TEXT.categoriesLabel}>
        {DRIVER_CATEGORIES.map((c, index) => {
          const Icon = categoryIcon(c.id);
          const active = c.id === selected;
          return (
            <button
              key={c.id}
              id={`${id}-${c.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              className={`tab kd-tab${active ? ' tab-active' : ''}`}
              onClick={() => setSelected(c.id)}
              onKeyDown={(event) => onKey(event, index)}
            >
              <Icon size={16} aria-hidden="true" />
              {DRIVER_CATEGORY_TEXT.name(c)}
              <span className="kd-tab-count">{grouped.get(c.id)?.length ?? 0}</span>
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${selected}`} className="kd-category-panel">
        <div className="kd-category-head">
          <div>
            <p className="kd-category-description">{category ? prose(DRIVER_CATEGORY_TEXT.description(category)) : null}</p>
            <p className="muted">{KEY_DRIVERS_TEXT.variables(variables.length)}</p>
          </div>
          <button
            type="button"
            className={`button kd-realtime-toggle${realTime ? ' on' : ''}`}
            aria-pressed={realTime}
            onClick={() => {
              setRealTime(!realTime);
              // Turning Real-Time on sends the values that waited for Refresh.
              if (!realTime) void refreshForecast();
            }}
          >
            {realTime ? KEY_DRIVERS_TEXT.realTimeOn : KEY_DRIVERS_TEXT.realTimeOff}
          </button>
        </div>
        {cards.length < variables.length ? <FundingEvents /> : null}
        {cards.length > 0 ? <ImpactLegend /> : null}
        <div className="kd-variables">
          {cards.map((driver) => <VariableCard key={driver.id} driver={driver} linked={driver.id === linked} />)}
        </div>
      </div>
    </section>
  );
}
