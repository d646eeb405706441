import { useId, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** Accessible tabs (arrow keys move between tabs); the caller renders the selected panel. */
export function Tabs<K extends string>({ items, selected, onSelect, label }: { items: readonly TabItem<K>[]; selected: K; onSelect: (key: K) => void; label: string }) {
  const id = useId();
  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = items[(index + delta + items.length) % items.length];
    if (next) {
      onSelect(next.key);
      document.getElementById(`${id}-${next.key}`)?.focus();
    }
  }
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.key}
          id={`${id}-${item.key}`}
          type="button"
          role="tab"
          aria-selected={item.key === selected}
          tabIndex={item.key === selected ? 0 : -1}
          className={`tab${item.key === selected ? ' tab-active' : ''}`}
          onClick={() => onSelect(item.key)}
          onKeyDown={(event) => onKey(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
