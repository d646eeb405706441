export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-row" role="status" aria-live="polite">
      <div className="spinner spinner-small" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
