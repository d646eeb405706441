import type { targetGroups } from './preview.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useTargetLabel } from './targetLabels.ts';

/** Where one account goes: the mapping's targets grouped by kind; an unmapped account starts on a prompt that cannot be chosen back. */
export function TargetSelect({ value, groups, label, disabled, onChange }: {
  value: string | null;
  groups: ReturnType<typeof targetGroups>;
  label: string;
  disabled: boolean;
  onChange: (target: string) => void;
}) {
  const { t } = useTranslation('datev', { keyPrefix: 'accounts' });
  const targetLabel = useTargetLabel();
  const known = value === null || groups.some((group) => group.targets.some((target) => target.id === value));
  return (
    <select className="dv-target" aria-label={label} value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
      {value === null ? <option value="" disabled>{t('chooseTarget')}</option> : null}
      {known ? null : <option value={value}>{t('noSuchTarget', { id: value })}</option>}
      {groups.map((group) => (
        <optgroup key={group.kind} label={t(`groups.${group.kind}`)}>
          {group.targets.map((target) => <option key={target.id} value={target.id}>{targetLabel(target.id, target.label)}</option>)}
        </optgroup>
      ))}
    </select>
  );
}
