import './segmented.css';

/**
 * A choice of a few options shown side by side (a radio group): the header's period switch, the
 * P&L's layout. The chosen option is pressed; a click chooses.
 */
export function Segmented<K extends string>({ label, options, value, onChange }: {
  label: string;
  options: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {options.map((item) => (
        <button
          key={item.key}
          type="button"
          role="radio"
          aria-checked={value === item.key}
          className={`segmented-item${value === item.key ? ' segmented-item-active' : ''}`}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
