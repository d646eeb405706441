import { memo, useEffect, useMemo, type SyntheticEvent } from 'react';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { MessageSquare } from 'lucide-react';
import type { CommentTarget } from '../../../contract/comments.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { useTranslation } from '../../i18n/index.ts';
import { commentThreadsAtom, threadsOn } from '../../state/comments.ts';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { CommentThreadPanel } from '../../ui/comments/CommentThreadPanel.tsx';
import { explainedTarget } from '../../ui/comments/ExplainComments.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** The driver whose comments are open (one at a time, rendered by the screen, not by each card or grid row). */
export const commentDriverAtom = atom<string | null>(null);

/** A driver of the active scenario as the explain panel comments on it: in the scenario's saved version; null for the baseline. */
function useDriverTarget(driverId: string): CommentTarget | null {
  const scenario = useAtomValue(activeScenarioAtom);
  return useMemo(() => explainedTarget({ sheet: 'Drivers', id: driverId }, scenario), [driverId, scenario]);
}

/**
 * The "Comment" action of a driver's card or grid row: "Comment", or "Comments (n)" once the driver
 * has threads; it opens the same thread panel as the explain panel, in a dialog. None where the
 * driver cannot be commented on (the baseline has no saved version). `iconOnly` in the grid's
 * narrow name cell, where the accessible name and the tooltip carry the words. Drawn again only
 * when its own props or threads change, not with every move of its card's slider.
 */
export const DriverCommentButton = memo(function DriverCommentButton({ driverId, name, className, iconOnly = false }: { driverId: string; name: string; className: string; iconOnly?: boolean }) {
  const { t } = useTranslation('comments');
  const target = useDriverTarget(driverId);
  const all = useAtomValue(commentThreadsAtom);
  const count = useMemo(() => (target ? threadsOn(all, target).length : 0), [all, target]);
  const open = useSetAtom(commentDriverAtom);
  if (!target) return null;
  const label = count > 0 ? t('open.button', { count }) : t('open.comment');
  const accessibleName = `${label} – ${t('open.dialogTitle', { name })}`;
  return (
    <button type="button" className={className} aria-haspopup="dialog" aria-label={accessibleName} title={iconOnly ? accessibleName : undefined} onClick={() => open(driverId)}>
      <MessageSquare size={13} aria-hidden="true" />
      {iconOnly ? null : label}
    </button>
  );
});

/** The dialog's cancel (Escape) closes the comments only, not a dialog around the screen. */
const keepCancelHere = { onCancel: (event: SyntheticEvent) => event.stopPropagation() };

/** The open driver's threads in a dialog, rendered once by the screen (outside the grid, so its keys stay its own). */
export function DriverCommentsDialog() {
  const { t } = useTranslation('comments');
  const [driverId, setDriverId] = useAtom(commentDriverAtom);
  // Leaving the screen closes the dialog; it does not open again on coming back.
  useEffect(() => () => setDriverId(null), [setDriverId]);
  const driver = tablesOf(useAtomValue(shownDefinitionAtom)).driverById.get(driverId ?? '');
  const target = useDriverTarget(driverId ?? '');
  if (!driverId || !target) return null;
  return (
    <div className="comments-dialog-host" {...keepCancelHere}>
      <Modal title={t('open.dialogTitle', { name: driver?.name ?? driverId })} open onClose={() => setDriverId(null)}>
        <CommentThreadPanel target={target} />
      </Modal>
    </div>
  );
}
