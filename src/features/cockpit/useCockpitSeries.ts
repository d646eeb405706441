import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { BUILT_IN_SCENARIOS } from '../../../engine/scenarios.ts';
import type { CashProfile } from '../../../engine/session/cash.ts';
import type { YearRecord } from '../../../engine/session/session.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { activeScenarioAtom, baselineCsvAtom, closedMonthsAtom, scenariosAtom } from '../../state/scenarios.ts';
import { savedPlanOf } from '../../state/headcountSync.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';

export interface OtherScenario {
  id: string;
  name: string;
  years: Record<number, YearRecord>;
}

/** The built-ins as the server lists them (with the version and whether it saved a headcount plan), or as the app ships them when the server gave none. */
function builtIns(listed: readonly Scenario[]) {
  const fromServer = listed.filter((s) => s.scenario_type === 'built-in');
  return fromServer.length > 0
    ? fromServer.map((s) => ({ id: s.scenario_id, name: shownScenarioName(s), drivers: s.key_drivers, listed: s }))
    : BUILT_IN_SCENARIOS.map((s) => ({ id: s.scenario_id, name: shownScenarioName(s), drivers: s.key_drivers, listed: null }));
}

/**
 * The cockpit's chart data, asked of the worker: the other built-in scenarios' years (computed
 * once per baseline and scenario list, in the worker's second session, each with the headcount plan
 * it saved, as the server computes it) and the active scenario's
 * monthly cash, again after every recalculation. The snapshot is the one notification channel: a
 * driver change reaches it too, so the 'key drivers changed' event (part 1 §4) would only ask for
 * the same cash profile a second time (issue 26).
 */
export function useCockpitSeries(): { others: OtherScenario[] | null; cash: CashProfile | null } {
  const snapshot = useAtomValue(snapshotAtom);
  const listed = useAtomValue(scenariosAtom);
  const active = useAtomValue(activeScenarioAtom);
  const csv = useAtomValue(baselineCsvAtom);
  const closed = useAtomValue(closedMonthsAtom);
  const [others, setOthers] = useState<OtherScenario[] | null>(null);
  const [cash, setCash] = useState<CashProfile | null>(null);
  const loaded = snapshot !== null;
  const version = snapshot?.version;

  const compared = useMemo(() => builtIns(listed).filter((s) => s.id !== active?.scenario_id), [listed, active?.scenario_id]);
  const comparedKey = JSON.stringify(compared);

  useEffect(() => {
    if (!loaded) return;
    let live = true;
    Promise.all(compared.map(async (s) => [s.id, { overrides: s.drivers, headcount: s.listed ? await savedPlanOf(s.listed) : null }] as const))
      .then((sets) => modelWorker().scenarioYears(Object.fromEntries(sets))).then((years) => {
      if (live) setOthers(compared.map((s) => ({ id: s.id, name: s.name, years: years[s.id] ?? {} })));
    }, () => live && setOthers([]));
    return () => {
      live = false;
    };
    // comparedKey stands for `compared` (a new array on every render); new actuals (csv, closed
    // months) reload the session, so the figures change with them.
  }, [loaded, comparedKey, csv, closed]);

  useEffect(() => {
    if (version === undefined) return;
    let live = true;
    modelWorker().cashProfile().then((profile) => live && setCash(profile), () => live && setCash(null));
    return () => {
      live = false;
    };
  }, [version]);

  return { others, cash };
}
