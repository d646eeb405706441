import { useAtomValue } from 'jotai';
import { EXCLUDED_TARGETS, type ExcludedTarget } from '../../../engine/actuals/datev/mapping.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';

const isExcluded = (id: string): id is ExcludedTarget => id in EXCLUDED_TARGETS;

/**
 * Names of the mapping's targets and the preview's lines in the user's language: a line by the
 * shown definition (the server answers the English one), a class not imported by this screen's
 * texts; anything else (a target the definition no longer has) as the server names it.
 */
export function useTargetLabel(): (id: string, serverLabel: string) => string {
  const { t } = useTranslation('datev');
  const lines = tablesOf(useAtomValue(shownDefinitionAtom)).lineById;
  return (id, serverLabel) => {
    if (isExcluded(id)) return t(`accounts.excluded.${id}`);
    const line = lines.get(id);
    return line?.label ?? line?.name ?? serverLabel;
  };
}
