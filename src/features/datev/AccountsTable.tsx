import { useMemo, type Dispatch } from 'react';
import type { DatevMappingAnswer, DatevReadAnswer } from '../../../contract/datev.ts';
import { formatEuroExact, formatTimestampDe, formatWholeNumber } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { Badge } from '../../ui/StatusBadge.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { accountState, shownTarget, type AccountState, type DraftAction, type MappingDraft } from './mappingDraft.ts';
import { FOCUS_TARGETS } from './focusWhenLost.ts';
import { targetGroups } from './preview.ts';
import { TargetSelect } from './TargetSelect.tsx';
import { useTargetLabel } from './targetLabels.ts';
import { DATEV_CHART_NAMES } from './texts.ts';

const BADGE_TONE: Record<AccountState, 'info' | 'critical' | 'warning' | 'good' | 'neutral'> = {
  changed: 'info', unmapped: 'critical', to_confirm: 'warning', company: 'good', template: 'neutral',
};

const euros = (value: number) => formatEuroExact(value, { cents: true });

/**
 * The file's accounts in the server's order (unmapped first, then the revenue proposals to
 * confirm): amount per month (Soll − Haben), total and bookings, where each goes (a choice that
 * edits the mapping draft) and where that comes from.
 */
export function AccountsTable({ answer, mapping, draft, dispatch, disabled }: {
  answer: DatevReadAnswer;
  mapping: DatevMappingAnswer;
  draft: MappingDraft;
  dispatch: Dispatch<DraftAction>;
  disabled: boolean;
}) {
  const { t } = useTranslation('datev');
  const targetLabel = useTargetLabel();
  const counted = (count: number) => ({ count, n: formatWholeNumber(count) });
  const groups = useMemo(() => targetGroups(mapping.targets), [mapping.targets]);
  const labels = useMemo(() => new Map(mapping.targets.map((target) => [target.id, target.label])), [mapping.targets]);
  const months = answer.file.months;
  const { unmapped } = answer;
  return (
    <section className="card dv-accounts" aria-labelledby={FOCUS_TARGETS.accounts}>
      <div className="dv-card-head">
        <h2 className="card-title" id={FOCUS_TARGETS.accounts} tabIndex={-1}>{t('accounts.title')}</h2>
        <span className="muted dv-note" data-testid="datev-mapping-version">
          {mapping.version === 0 ? t('mapping.templateOnly', { chart: DATEV_CHART_NAMES[mapping.chart] }) : t('mapping.version', { chart: DATEV_CHART_NAMES[mapping.chart], version: mapping.version })}
          {mapping.updated_by && mapping.updated_at ? ` · ${mapping.updated_by}, ${formatTimestampDe(mapping.updated_at)}` : ''}
        </span>
      </div>
      <p className={unmapped.accounts + unmapped.to_confirm > 0 ? 'dv-open' : 'dv-done'} data-testid="datev-unmapped">
        {unmapped.accounts + unmapped.to_confirm > 0 ? t('accounts.summary', { unmapped: t('accounts.unmappedAccounts', counted(unmapped.accounts)), toConfirm: t('accounts.revenueStreams', counted(unmapped.to_confirm)), amount: euros(unmapped.total) }) : t('accounts.allMapped')}
      </p>
      <p className="muted dv-note">{t('accounts.hint')}</p>
      <ScrollRegion label={t('accounts.label')} className="table-scroll dv-scroll">
        <table className="data-table dv-table" data-testid="datev-accounts">
          <thead>
            <tr>
              <th scope="col">{t('accounts.columns.account')}</th>
              <th scope="col">{t('accounts.columns.name')}</th>
              {months.length > 1 ? months.map((month) => <th key={month} scope="col" className="num">{month}</th>) : null}
              <th scope="col" className="num">{t('accounts.columns.total')}</th>
              <th scope="col" className="num">{t('accounts.columns.bookings')}</th>
              <th scope="col">{t('accounts.columns.target')}</th>
              <th scope="col">{t('accounts.columns.state')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.accounts.map((account) => {
              const state = accountState(account, draft);
              const target = shownTarget(account, draft);
              const amounts = new Map(account.months.map((month) => [month.month, month.amount]));
              return (
                <tr key={account.account} data-account={account.account} className={state === 'unmapped' || state === 'to_confirm' ? 'dv-row-open' : undefined}>
                  <th scope="row" className="tabular">{account.account}</th>
                  <td className="dv-name">{account.name || <span className="muted">{t('accounts.noName')}</span>}{account.rule && account.rule !== account.name ? <span className="muted dv-rule">{account.rule}</span> : null}</td>
                  {months.length > 1 ? months.map((month) => <td key={month} className="num tabular">{euros(amounts.get(month) ?? 0)}</td>) : null}
                  <td className="num tabular">{euros(account.total)}</td>
                  <td className="num tabular">{formatWholeNumber(account.booking_count)}</td>
                  <td>
                    <div className="dv-target-cell">
                      <TargetSelect
                        value={target}
                        groups={groups}
                        label={account.name ? t('accounts.targetLabelNamed', { account: account.account, name: account.name }) : t('accounts.targetLabel', { account: account.account })}
                        disabled={disabled}
                        onChange={(chosen) => dispatch({ type: 'choose', account, target: chosen })}
                      />
                      {state === 'to_confirm' && account.target !== null ? (
                        <button
                          type="button"
                          className="button button-small"
                          disabled={disabled}
                          aria-label={t('accounts.confirmLabel', { account: account.account, target: targetLabel(account.target, labels.get(account.target) ?? account.target) })}
                          onClick={(event) => {
                            // The button goes with the confirmation: the keyboard stays in the row, on its choice.
                            event.currentTarget.parentElement?.querySelector('select')?.focus();
                            dispatch({ type: 'choose', account, target: account.target as string });
                          }}
                        >
                          {t('accounts.confirm')}
                        </button>
                      ) : null}
                    </div>
                  </td>
                  <td><Badge tone={BADGE_TONE[state]}>{t(`accounts.states.${state}`)}</Badge></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
