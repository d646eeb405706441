import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Plus, Trash2, Undo2 } from 'lucide-react';
import { formatEuroExact } from '../../../ui/figures.ts';
import { slotInUse, slotsOf, type FundingKind, type FundingSlot } from '../../../../engine/model/fundingEvents.ts';
import { modelWorker } from '../../../model/modelClient.ts';
import { snapshotAtom } from '../../../model/modelState.ts';
import { useWorkerQuery } from '../../../model/useWorkerQuery.ts';
import { activeDraftsAtom, canUndoDraftAtom, undoDraftEdit } from '../../../state/drafts.ts';
import { pendingDriverValuesAtom } from '../realTime.ts';
import { FUNDING_TEXT as TEXT } from '../texts.ts';
import { FundingField } from './FundingField.tsx';
import { addFundingEvent, fundingValuesAtom, removeFundingEvent } from './fundingEdits.ts';

const eventName = (slot: FundingSlot) => (slot.kind === 'equity' ? TEXT.equity(slot.slot) : TEXT.loan(slot.slot));

/** The 2025 round: baseline data, read-only here. */
function Round2025() {
  const version = useAtomValue(snapshotAtom)?.version ?? null;
  const settings = useWorkerQuery(version === null ? null : String(version), () => modelWorker().baselineSettings(), 'Baseline settings unavailable').data;
  return (
    <li className="card kd-funding-event kd-funding-fixed" data-testid="funding-2025">
      <div className="kd-funding-head">
        <h4>{TEXT.round2025}</h4>
        <span className="tabular">{settings ? `${settings.capital_injection_date} · ${formatEuroExact(settings.capital_injection_amount)}` : '…'}</span>
      </div>
      <p className="muted kd-funding-note">{TEXT.round2025Note}</p>
    </li>
  );
}

function EventRow({ slot, values, focusMonth, onRemove }: {
  slot: FundingSlot; values: Record<string, number>; focusMonth: boolean; onRemove: (slot: FundingSlot) => void;
}) {
  const month = useRef<HTMLInputElement>(null);
  const pending = useAtomValue(pendingDriverValuesAtom);
  const drafts = useAtomValue(activeDraftsAtom);
  const ids = [slot.month, slot.amount, slot.rate, slot.term, slot.type].flatMap((def) => (def ? [def.id] : []));
  const mark = ids.some((id) => id in pending) ? TEXT.pending : ids.some((id) => id in drafts) ? TEXT.draft : null;
  const name = eventName(slot);
  const value = (id: string | undefined) => (id === undefined ? null : values[id] ?? null);
  useEffect(() => {
    if (focusMonth) month.current?.focus();
  }, [focusMonth]);
  return (
    <li className="card kd-funding-event" data-testid={`funding-${slot.kind}-${slot.slot}`}>
      <div className="kd-funding-head">
        <h4>{name}</h4>
        {mark ? <span className={`kd-draft-mark${mark === TEXT.pending ? ' kd-pending-mark' : ''}`}>{mark}</span> : null}
        <button type="button" className="kd-reset kd-funding-remove" aria-label={TEXT.removeLabel(name)} onClick={() => onRemove(slot)}>
          <Trash2 size={13} aria-hidden="true" />
          {TEXT.remove}
        </button>
      </div>
      <div className="kd-funding-fields">
        <FundingField driver={slot.month} label={TEXT.month} kind="month" value={value(slot.month.id)} inputRef={month} />
        <FundingField driver={slot.amount} label={slot.kind === 'equity' ? TEXT.amount : TEXT.principal} kind="number" value={value(slot.amount.id)} />
        {slot.rate ? <FundingField driver={slot.rate} label={TEXT.rate} kind="number" value={value(slot.rate.id)} /> : null}
        {slot.term ? <FundingField driver={slot.term} label={TEXT.term} kind="number" value={value(slot.term.id)} /> : null}
        {slot.type ? <FundingField driver={slot.type} label={TEXT.repayment} kind="repayment" value={value(slot.type.id)} /> : null}
      </div>
    </li>
  );
}

/**
 * The funding events of the scenario as a list in the Finance & Tax category (issue 25): the 2025
 * round from the baseline data, then every equity round and loan slot in use, each editable in
 * place. Adding fills the next free slot of the definition; removing sets the amount to 0. Every
 * change is a driver draft with the sliders' draft, save and undo (fundingEdits.ts).
 */
export function FundingEvents() {
  const values = useAtomValue(fundingValuesAtom);
  const canUndo = useAtomValue(canUndoDraftAtom);
  const [focus, setFocus] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const addButtons = useRef<Record<FundingKind, HTMLButtonElement | null>>({ equity: null, loan: null });
  const titleId = useId();
  const inUse = (kind: FundingKind) => slotsOf(kind).filter((slot) => slotInUse(slot, values));
  const events = [...inUse('equity'), ...inUse('loan')];

  const add = (kind: FundingKind) => {
    const slot = addFundingEvent(kind);
    if (!slot) return;
    setFocus(`${slot.kind}-${slot.slot}`);
    setMessage(TEXT.added(eventName(slot)));
  };
  const remove = (slot: FundingSlot) => {
    removeFundingEvent(slot);
    // The row goes away with its focus: the keyboard continues on the add button of its kind.
    setFocus(`add-${slot.kind}`);
    setMessage(TEXT.removed(eventName(slot)));
  };
  useEffect(() => {
    if (focus !== 'add-equity' && focus !== 'add-loan') return;
    addButtons.current[focus === 'add-equity' ? 'equity' : 'loan']?.focus();
    setFocus(null);
  }, [focus]);
  const full = (kind: FundingKind) => inUse(kind).length === slotsOf(kind).length;
  const addButton = (kind: FundingKind, label: string) => {
    return (
      <button
        type="button" className="button button-small" disabled={full(kind)} aria-describedby={full(kind) ? `${titleId}-${kind}-full` : undefined}
        ref={(node) => { addButtons.current[kind] = node; }} onClick={() => add(kind)}
      >
        <Plus size={14} aria-hidden="true" />
        {label}
      </button>
    );
  };

  return (
    <section className="kd-funding" aria-labelledby={titleId} data-testid="funding-events">
      <h3 id={titleId} className="kd-funding-title">{TEXT.title}</h3>
      <p className="muted kd-funding-note">{TEXT.intro}</p>
      <ul className="kd-funding-list">
        <Round2025 />
        {events.map((slot) => (
          <EventRow key={`${slot.kind}-${slot.slot}`} slot={slot} values={values} focusMonth={focus === `${slot.kind}-${slot.slot}`} onRemove={remove} />
        ))}
      </ul>
      {events.length === 0 ? <p className="muted kd-funding-note">{TEXT.none}</p> : null}
      <div className="kd-funding-actions">
        {addButton('equity', TEXT.addEquity)}
        {addButton('loan', TEXT.addLoan)}
        <button type="button" className="button button-small" disabled={!canUndo} onClick={() => undoDraftEdit()}>
          <Undo2 size={14} aria-hidden="true" />
          {TEXT.undo}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{message}</p>
      {(['equity', 'loan'] as const).map((kind) => (full(kind)
        ? <p key={kind} id={`${titleId}-${kind}-full`} className="muted kd-funding-note">{TEXT.full(kind === 'equity' ? TEXT.equityWord : TEXT.loanWord, slotsOf(kind).length)}</p>
        : null))}
    </section>
  );
}
