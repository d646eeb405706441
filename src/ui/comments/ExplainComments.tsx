import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { MessageSquare } from 'lucide-react';
import { commentTarget, type CommentTarget } from '../../../contract/comments.ts';
import type { ExplainRef } from '../../../engine/session/cellRef.ts';
import { useTranslation } from '../../i18n/index.ts';
import { commentThreadsAtom, threadsOn } from '../../state/comments.ts';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { CommentThreadPanel } from './CommentThreadPanel.tsx';

/**
 * What a figure behind the explain panel is commented on as: a driver, or a statement line in a
 * month, quarter or year, of the active scenario in its saved version. KPIs, actual fields and the
 * baseline (no saved scenario) take no comments.
 */
export function explainedTarget(ref: ExplainRef, scenario: { scenario_id: string; version: number } | null): CommentTarget | null {
  if (!scenario) return null;
  const base = { scenario_id: scenario.scenario_id, scenario_version: scenario.version };
  const wanted = ref.sheet === 'Drivers'
    ? { kind: 'driver', ...base, driver_id: ref.id }
    : ref.sheet === 'Monthly' || ref.sheet === 'Annual' || ref.sheet === 'Quarters'
      ? { kind: 'cell', ...base, line_id: ref.id, period: ref.period }
      : null;
  const parsed = wanted ? commentTarget.safeParse(wanted) : null;
  return parsed?.success ? parsed.data : null;
}

/** The explained figure's comments, inline in the side panel: a "Comment" action opens them (the panel's Escape stays the panel's). */
export function ExplainComments({ refExplained }: { refExplained: ExplainRef }) {
  const { t } = useTranslation('comments');
  const scenario = useAtomValue(activeScenarioAtom);
  const all = useAtomValue(commentThreadsAtom);
  const target = explainedTarget(refExplained, scenario);
  const count = target ? threadsOn(all, target).length : 0;
  const [open, setOpen] = useState(count > 0);
  if (!target) return null;
  return (
    <section className="explain-section" aria-label={t('panel.label')}>
      <button type="button" className="button button-small" aria-expanded={open} onClick={() => setOpen(!open)}>
        <MessageSquare size={14} aria-hidden="true" />
        {count > 0 ? t('open.button', { count }) : t('open.comment')}
      </button>
      {open ? <CommentThreadPanel target={target} /> : null}
    </section>
  );
}
