import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { ModelDefinition } from '../../../../engine/model/definition.ts';
import { tablesOf } from '../../../../engine/model/tables.ts';
import type { KpiResult } from '../../../../engine/session/kpiResults.ts';
import { modelDefinitionAtom, shownDefinitionAtom } from '../../../state/publishedModel.ts';

/**
 * A KPI result as the user reads it: the worker writes the definition's English words into its
 * results, so in another language the name, description, benchmark source, closed-year reason,
 * remedy and the text shown in place of a number are taken from the shown definition by the KPI's id. In English the shown definition is the
 * published one, and the result is shown as the worker wrote it.
 */
export function shownKpi(kpi: KpiResult, shown: ModelDefinition, published: ModelDefinition): KpiResult {
  if (shown === published) return kpi;
  const definition = tablesOf(shown).kpiById.get(kpi.id);
  if (!definition) return kpi;
  const text = definition.textWhen?.text;
  return {
    ...kpi,
    name: definition.name,
    description: definition.description,
    benchmark_source: definition.benchmark_source,
    follows_drivers_when_closed: kpi.follows_drivers_when_closed === null ? null : definition.closedYear ?? kpi.follows_drivers_when_closed,
    remedy: kpi.remedy === null || kpi.status === 'good' ? kpi.remedy : definition.remedy[kpi.status],
    display: kpi.display === null ? null : text ?? kpi.display,
    base2025_display: kpi.base2025_display === null ? null : text ?? kpi.base2025_display,
  };
}

/** `shownKpi` for a component, drawn again when the language or the published model changes. */
export function useShownKpi(kpi: KpiResult): KpiResult {
  const shown = useAtomValue(shownDefinitionAtom);
  const published = useAtomValue(modelDefinitionAtom);
  return useMemo(() => shownKpi(kpi, shown, published), [kpi, shown, published]);
}
