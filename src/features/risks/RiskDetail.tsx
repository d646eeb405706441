import { useState, type FormEvent } from 'react';
import { formatDecimal, formatPercent, formatTimestampDe, prose } from '../../ui/figures.ts';
import { putRisk } from '../../api/analyses.ts';
import type { Risk as ApiRisk, RiskSummaryAnswer } from '../../../contract/risks.ts';
import { RISK_SCALE_MAX } from '../../../engine/analysis/risks.ts';
import { riskMoney } from './RiskList.tsx';
import { QUADRANT_TONE } from './texts.ts';
import { useTranslation } from '../../i18n/index.ts';

function EditForm({ risk, onSaved, onCancel }: { risk: ApiRisk; onSaved: (risk: ApiRisk, summary: RiskSummaryAnswer) => void; onCancel: () => void }) {
  const { t } = useTranslation('risks');
  const [probability, setProbability] = useState(String(risk.probability));
  const [impact, setImpact] = useState(String(risk.impact));
  const [revenueImpact, setRevenueImpact] = useState(String(risk.revenueImpact));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const answer = await putRisk(risk.id, { probability: Number(probability), impact: Number(impact), revenueImpact: Number(revenueImpact) });
      onSaved(answer.risk, answer.summary);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }
  const field = (label: string, value: string, set: (v: string) => void, max: number) => (
    <label className="field">
      <span>{label}</span>
      <input type="number" min={0} max={max} step={0.1} value={value} required onChange={(event) => set(event.target.value)} />
    </label>
  );
  return (
    <form className="risk-edit" onSubmit={(event) => void submit(event)}>
      {field(t('probability'), probability, setProbability, RISK_SCALE_MAX)}
      {field(t('impact'), impact, setImpact, RISK_SCALE_MAX)}
      {field(t('revenueImpactField'), revenueImpact, setRevenueImpact, 1000)}
      {error ? <p className="field-error" role="alert">{error}</p> : null}
      <div className="risk-edit-actions">
        <button type="button" className="button" onClick={onCancel}>{t('cancel')}</button>
        <button type="submit" className="button button-primary" disabled={saving}>{saving ? t('saving') : t('save')}</button>
      </div>
    </form>
  );
}

/** The detail panel of one risk (part 2 §2), with a close button; admins can change its figures. */
export function RiskDetail({ risk, canEdit, onClose, onSaved }: {
  risk: ApiRisk;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (risk: ApiRisk, summary: RiskSummaryAnswer) => void;
}) {
  const { t } = useTranslation('risks');
  const [editing, setEditing] = useState(false);
  return (
    <aside className="card risk-detail" role="dialog" aria-label={risk.name}>
      <div className="card-head">
        <h2 className="card-title">{risk.id}. {risk.name}</h2>
        <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>×</button>
      </div>
      <p><span className="badge badge-neutral">{t(`categories.${risk.category}`)}</span> <span className={`badge badge-${QUADRANT_TONE[risk.quadrant]}`}>{t(`quadrants.${risk.quadrant}`)}</span></p>
      <dl className="risk-facts">
        <div><dt>{t('probability')}</dt><dd>{formatDecimal(risk.probability, 1)} · {t(`levels.${risk.probabilityLabel}`)} · {formatPercent(risk.probabilityPercent)}</dd></div>
        <div><dt>{t('impact')}</dt><dd>{formatDecimal(risk.impact, 1)} · {t(`levels.${risk.impactLabel}`)}</dd></div>
        <div><dt>{t('revenueImpact')}</dt><dd>{riskMoney(risk.revenueImpact)}</dd></div>
        <div><dt>{t('expectedLoss')}</dt><dd>{riskMoney(risk.expectedLoss)}</dd></div>
        <div><dt>{t('timeframe')}</dt><dd>{risk.timeframe}</dd></div>
      </dl>
      <h3 className="risk-subtitle">{t('description')}</h3>
      <p>{prose(risk.description)}</p>
      <h3 className="risk-subtitle">{t('mitigation')}</h3>
      <p>{risk.mitigation}</p>
      <h3 className="risk-subtitle">{t('derivation')}</h3>
      <p>{risk.derivation}</p>
      {risk.updated_by && risk.updated_at ? <p className="muted">{t('lastChanged', { by: risk.updated_by, at: formatTimestampDe(risk.updated_at) })}</p> : null}
      {canEdit && !editing ? <button type="button" className="button" onClick={() => setEditing(true)}>{t('edit')}</button> : null}
      {canEdit && editing ? (
        <EditForm risk={risk} onCancel={() => setEditing(false)} onSaved={(saved, summary) => { setEditing(false); onSaved(saved, summary); }} />
      ) : null}
    </aside>
  );
}
