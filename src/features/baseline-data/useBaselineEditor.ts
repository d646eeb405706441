import { useEffect, useMemo, useState } from 'react';
import { applyDataMask, dataSummary } from '../../../engine/actuals/dataMask.ts';
import { DATA_MASK_FIELD_IDS, type DataMaskField } from '../../../engine/actuals/dataMaskFields.ts';
import { draftOf, readDataMaskDraft, type DataMaskDraft } from '../../../engine/actuals/validation.ts';
import { fieldProblemText } from './fieldProblems.ts';
import { saveDataMask } from '../../api/baseline.ts';
import { dataMaskRejectedAnswer } from '../../../contract/baseline.ts';
import type { BaselineData } from './useBaselineData.ts';
import { i18n, useLanguage } from '../../i18n/index.ts';
import { completeSave, refusalBody, saveFailedNotice, type Notice } from './saveOutcome.ts';

/**
 * The form of the baseline screen (part 1 §4 "Baseline form"): locked by default; Edit Data
 * unlocks; Lock Data, Cancel and a successful save lock again. Checks run as the user types
 * (engine/actuals/validation.ts); the list of failed rules shows from the first save attempt on.
 */
export function useBaselineEditor(data: BaselineData | null, reload: () => Promise<unknown>) {
  const [draft, setDraft] = useState<DataMaskDraft | null>(null);
  const [locked, setLocked] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The rules' messages are read in the user's language: checked again when it changes.
  const language = useLanguage();

  // A newly loaded or saved baseline replaces the form's contents.
  useEffect(() => {
    if (data) setDraft(draftOf(data.mask));
  }, [data]);

  const check = useMemo(() => {
    if (!data || !draft) return null;
    const reading = readDataMaskDraft(draft, data.mask);
    const applied = reading.ok ? applyDataMask(data.actuals, reading.mask) : null;
    const fieldErrors: Partial<Record<DataMaskField, string>> = {};
    const problems = [...reading.fieldProblems, ...(applied && !applied.ok ? applied.errors : [])];
    for (const problem of problems) fieldErrors[problem.field] ??= fieldProblemText(problem);
    const dirty = DATA_MASK_FIELD_IDS.some((field) => draft[field] !== String(data.mask[field]));
    return {
      reading,
      applied,
      fieldErrors,
      // Part 1 §5's rules by their id and the fields' problems by their forms, in the user's language.
      messages: [...reading.rules.map((rule) => i18n.t(`baselineData:rules.${rule.id}`)), ...problems.map(fieldProblemText)],
      dirty,
      // The Data Summary follows valid edits before they are saved.
      summary: dataSummary(applied?.ok ? applied.actuals : data.actuals),
      preview: dirty && applied?.ok === true,
    };
  }, [data, draft, language]);

  const setField = (field: DataMaskField, text: string) => {
    setDraft((current) => (current ? { ...current, [field]: text } : current));
    setServerErrors(null);
    // The alert answered the last save attempt; the error list keeps following the edits.
    setNotice(null);
  };

  const resetChecks = () => {
    setAttempted(false);
    setServerErrors(null);
  };

  // Cancel also fetches the newest baseline, so that after a refused save (409) the form shows
  // what someone else saved.
  const cancel = () => {
    if (data) setDraft(draftOf(data.mask));
    setLocked(true);
    resetChecks();
    setNotice(null);
    void reload();
  };

  const save = async () => {
    if (!data || !check) return;
    setAttempted(true);
    setNotice(null);
    setServerErrors(null);
    const { reading, applied } = check;
    if (!reading.ok || !applied?.ok) {
      setNotice({ tone: 'error', text: i18n.t('baselineData:saveBlocked') });
      return;
    }
    if (data.version === null) {
      setNotice(saveFailedNotice(new Error(i18n.t('baselineData:offline'))));
      return;
    }
    setSaving(true);
    try {
      await saveDataMask(reading.mask, data.version);
      setLocked(true);
      resetChecks();
      setNotice(await completeSave(reload));
    } catch (error) {
      const refused = dataMaskRejectedAnswer.safeParse(refusalBody(error));
      if (refused.success) setServerErrors(refused.data.errors);
      // Part 1 §8: the edits stay on screen after a failed save.
      setNotice(saveFailedNotice(error));
    } finally {
      setSaving(false);
    }
  };

  const showPanel = attempted && check !== null && (check.messages.length > 0 || (serverErrors?.length ?? 0) > 0);
  return {
    draft,
    check,
    locked,
    saving,
    notice,
    setNotice,
    setField,
    toggleLock: () => setLocked((value) => !value),
    lock: () => setLocked(true),
    cancel,
    save,
    panelMessages: showPanel ? (serverErrors ?? check?.messages ?? []) : [],
    /** Discards edits without a notice (e.g. after an import replaced the baseline). */
    discardEdits: resetChecks,
  };
}
