import { useCallback, useEffect, useRef, useState } from 'react';
import { useDismiss } from '../../ui/useDismiss.ts';
import { useFocusTrap } from '../../ui/useFocusTrap.ts';
import { useAtomValue } from 'jotai';
import { Check, ChevronDown, GitCompare, History, Plus, Trash2 } from 'lucide-react';
import type { Scenario } from '../../../contract/scenarios.ts';
import type { User } from '../../../contract/users.ts';
import { activeScenarioAtom, scenariosAtom, scenariosLoadingAtom, BASELINE_ID } from '../../state/scenarios.ts';
import { chooseScenario } from '../../state/scenarioActions.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { groupScenarios } from './groups.ts';
import { canDelete } from '../../state/scenarioPermissions.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownScenarioDescription, shownScenarioName } from '../../state/scenarioNames.ts';
import { CreateScenarioModal } from './CreateScenarioModal.tsx';
import { CompareScenariosModal } from './CompareScenariosModal.tsx';
import { DeleteScenarioDialog } from './DeleteScenarioDialog.tsx';
import { ScenarioHistoryDialog } from './ScenarioHistoryDialog.tsx';
import './scenarios.css';
import { prose } from '../../ui/figures.ts';

type Dialog = { kind: 'create' } | { kind: 'compare' } | { kind: 'delete'; scenario: Scenario } | { kind: 'history'; scenarioId: string } | null;

function Entry({ scenario, active, user, onChoose, onDelete, onHistory }: {
  scenario: Scenario;
  active: boolean;
  user: User;
  onChoose: () => void;
  onDelete: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation('scenarios');
  const name = shownScenarioName(scenario);
  return (
    <div className={`scenario-entry${active ? ' scenario-entry-active' : ''}`}>
      <button type="button" className="scenario-entry-main" onClick={onChoose} aria-current={active ? 'true' : undefined}>
        <span className="scenario-entry-check" aria-hidden="true">{active ? <Check size={16} /> : null}</span>
        <span className="scenario-entry-text">
          <span className="scenario-entry-name">
            {name}
            {scenario.scenario_id === BASELINE_ID ? <span className="badge badge-info scenario-tag">{t('baselineTag')}</span> : null}
          </span>
          {scenario.description ? <span className="scenario-entry-description">{prose(shownScenarioDescription(scenario))}</span> : null}
          {scenario.scenario_type === 'user-created' && scenario.created_by ? <span className="scenario-entry-creator">{t('createdBy', { name: scenario.created_by })}</span> : null}
        </span>
      </button>
      <button type="button" className="icon-button scenario-entry-icon" aria-label={t('history.entry', { scenario: name })} title={t('history.entryTitle')} onClick={onHistory}>
        <History size={15} aria-hidden="true" />
      </button>
      {canDelete(scenario, user) ? (
        <button type="button" className="icon-button scenario-entry-icon scenario-entry-delete" aria-label={t('deleteEntry', { name })} title={t('deleteEntryTitle')} onClick={onDelete}>
          <Trash2 size={15} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * Part 1 §2 scenario selector: groups, Baseline's tag, creators, Create and Compare entries, and
 * (ours, issue 19) each scenario's History. The open list is a modal dialog for the keyboard: Tab
 * and Shift+Tab cycle inside it, Escape closes it and returns to the button. The scenarios scroll;
 * Create and Compare stay in view below them.
 */
export function ScenarioSelector({ user }: { user: User }) {
  const { t } = useTranslation('scenarios');
  const scenarios = useAtomValue(scenariosAtom);
  const active = useAtomValue(activeScenarioAtom);
  const loading = useAtomValue(scenariosLoadingAtom);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const focusTrigger = useCallback(() => trigger.current?.focus(), []);
  useDismiss(root, open, close, focusTrigger);
  useFocusTrap(popover, open);
  useEffect(() => {
    // Keyboard users land on the active scenario; Escape brings them back to the trigger.
    if (!open) return;
    const list = popover.current;
    (list?.querySelector<HTMLButtonElement>('[aria-current="true"]') ?? list?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, [open]);

  if (!active && loading) return <Spinner label={t('loadingActive')} />;

  const groups = groupScenarios(scenarios);
  const sections: [string, Scenario[]][] = [
    [t('groups.simulation'), groups.simulation],
    [t('groups.builtIn'), groups.builtIn],
    [t('groups.custom'), groups.custom],
  ];
  const activeName = active ? shownScenarioName(active) : t('fallbackName');
  const choose = (id: string) => {
    setOpen(false);
    void chooseScenario(id);
  };
  const openDialog = (next: Dialog) => {
    setOpen(false);
    setDialog(next);
  };

  return (
    <div className="scenario-selector" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="scenario-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('triggerLabel', { name: activeName })}
        onClick={() => setOpen(!open)}
      >
        <span className="scenario-trigger-text">
          <span className="scenario-trigger-caption">{t('triggerCaption')}</span>
          {/* Keeps caption and name two words for a speech-input user saying "Scenario Baseline". */}
          {' '}
          <span className="scenario-trigger-name" data-testid="active-scenario-name">{activeName}</span>
        </span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open ? (
        <div ref={popover} className="scenario-popover" role="dialog" aria-modal="true" aria-label={t('listLabel')}>
          <div className="scenario-list">
            {loading && scenarios.length === 0 ? <Spinner label={t('loadingList')} /> : null}
            {!loading && scenarios.length === 0 ? <p className="scenario-empty">{t('empty')}</p> : null}
            {sections.map(([title, list]) => (list.length === 0 ? null : (
              <div key={title} className="scenario-group" role="group" aria-label={title}>
                <div className="scenario-group-title">{title}</div>
                {list.map((scenario) => (
                  <Entry
                    key={scenario.scenario_id}
                    scenario={scenario}
                    active={scenario.scenario_id === active?.scenario_id}
                    user={user}
                    onChoose={() => choose(scenario.scenario_id)}
                    onDelete={() => openDialog({ kind: 'delete', scenario })}
                    onHistory={() => openDialog({ kind: 'history', scenarioId: scenario.scenario_id })}
                  />
                ))}
              </div>
            )))}
          </div>
          {/* Outside the scrolling list: Create and Compare stay in view however long the list grows. */}
          <div className="scenario-actions">
            <button type="button" className="scenario-action" onClick={() => openDialog({ kind: 'create' })}>
              <Plus size={16} aria-hidden="true" /> {t('createEntry')}
            </button>
            <button type="button" className="scenario-action" onClick={() => openDialog({ kind: 'compare' })} disabled={scenarios.length < 2}>
              <GitCompare size={16} aria-hidden="true" /> {t('compareEntry')}
            </button>
          </div>
        </div>
      ) : null}
      <CreateScenarioModal open={dialog?.kind === 'create'} onClose={() => setDialog(null)} />
      {dialog?.kind === 'compare' ? <CompareScenariosModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteScenarioDialog scenario={dialog.scenario} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'history' ? <ScenarioHistoryDialog scenarioId={dialog.scenarioId} user={user} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
