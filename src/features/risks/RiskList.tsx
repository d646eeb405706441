import { formatDecimal, formatMoneyShort, formatPercent } from '../../ui/figures.ts';
import type { Risk as ApiRisk } from '../../../contract/risks.ts';
import { Card } from '../../ui/Card.tsx';
import { QUADRANT_TONE } from './texts.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/** Revenue impacts are €M in the risk list (part 2 §3). */
export const riskMoney = (millions: number) => formatMoneyShort(millions * 1e6);

const COLUMNS = ['risk', 'category', 'probability', 'impact', 'revenueImpact', 'quadrant'] as const;

/** The detailed list; a row's name opens the detail panel. */
export function RiskList({ risks, selectedId, onSelect }: { risks: readonly ApiRisk[]; selectedId: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation('risks');
  return (
    <Card title={t('list')}>
      <ScrollRegion label={t('list')}>
        <table className="data-table risk-table" aria-label={t('list')}>
          <thead><tr>{COLUMNS.map((c, i) => <th key={c} scope="col" className={i >= 2 && i <= 4 ? 'num' : undefined}>{t(`columns.${c}`)}</th>)}</tr></thead>
          <tbody>
            {risks.map((risk) => (
              <tr key={risk.id} className={risk.id === selectedId ? 'risk-selected' : undefined}>
                <th scope="row">
                  <button type="button" className="risk-open" onClick={() => onSelect(risk.id)} aria-haspopup="dialog">{risk.id}. {risk.name}</button>
                </th>
                <td>{t(`categories.${risk.category}`)}</td>
                <td className="num tabular">{formatDecimal(risk.probability, 1)} · {t(`levels.${risk.probabilityLabel}`)} · {formatPercent(risk.probabilityPercent)}</td>
                <td className="num tabular">{t(`levels.${risk.impactLabel}`)} · {formatDecimal(risk.impact, 1)}</td>
                <td className="num tabular">{riskMoney(risk.revenueImpact)}</td>
                <td><span className={`badge badge-${QUADRANT_TONE[risk.quadrant]}`}>{t(`quadrants.${risk.quadrant}`)}</span></td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
