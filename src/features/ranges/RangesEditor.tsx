import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import type { DriverCategory, DriverDef } from '../../../engine/model/types.ts';
import { UNCERTAINTY_DISTRIBUTIONS, type UncertaintyDistribution } from '../../../engine/model/uncertainty.ts';
import { formatByUnit } from '../../ui/figures.ts';
import { activeRangeDraftsAtom, dropRangeDraft, editedRange, likelyValuesAtom, setRangeDraft, type EditedRange } from '../../state/rangeDrafts.ts';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { driverCatalogAtom } from '../../state/publishedModel.ts';
import { Card } from '../../ui/Card.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { parseTypedNumber } from '../../ui/typedNumber.ts';
import { boundText, editorGroups, rangeProblemText } from './editorRows.ts';
import { RANGES_TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const TEXT = RANGES_TEXT.editor;

const isPoint = (range: DriverRange | null | undefined) => !range || range.low === range.high;

interface RowProps {
  driver: DriverDef;
  edited: EditedRange;
  saved: DriverRange | undefined;
}

/** One driver: low and high typed (kept on Enter or leaving the field), the likely value, the distribution, fixed, reset. */
function RangeRow({ driver, edited, saved }: RowProps) {
  const { range, likely, fallback, source } = edited;
  const fixed = isPoint(range);
  const shownLow = boundText(range?.low ?? likely);
  const shownHigh = boundText(range?.high ?? likely);
  const [low, setLow] = useState(shownLow);
  const [high, setHigh] = useState(shownHigh);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `range-problem-${driver.id}`;

  // A range changed elsewhere (reset, fixed, a saved scenario, a new likely value) shows as it is now.
  useEffect(() => {
    setLow(shownLow);
    setHigh(shownHigh);
  }, [shownLow, shownHigh]);

  function keep(next: DriverRange | null) {
    const refused = setRangeDraft(driver.id, next);
    setProblem(refused ? rangeProblemText(refused, driver, likely) : null);
  }

  function commitBounds() {
    if (low === shownLow && high === shownHigh) {
      setProblem(null);
      return;
    }
    keep({ low: parseTypedNumber(low, driver.unit), high: parseTypedNumber(high, driver.unit), distribution: range?.distribution ?? 'triangular' });
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commitBounds();
  }

  function setFixed(on: boolean) {
    setProblem(null);
    if (on) keep({ low: likely, high: likely, distribution: range?.distribution ?? fallback?.distribution ?? 'triangular' });
    // Off: back to the scenario's own range when it has one wider than a point, else to the default.
    else if (saved && !isPoint(saved)) dropRangeDraft(driver.id);
    else keep(null);
  }

  const bound = (which: 'low' | 'high', value: string, set: (text: string) => void) => (
    <td className="num">
      <input
        className="ranges-bound"
        inputMode="decimal"
        value={value}
        disabled={fixed}
        aria-label={`${which === 'low' ? TEXT.low : TEXT.high} of ${driver.name}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => set(event.target.value)}
        onBlur={commitBounds}
        onKeyDown={onKey}
      />
    </td>
  );

  return (
    <>
      <tr data-driver={driver.id}>
        <th scope="row">
          <span className="ranges-driver-name">{driver.name}</span>
          <span className="muted ranges-driver-meta">
            {driver.unit}
            {source === 'default' ? null : <span className={`badge ${source === 'draft' ? 'badge-warning' : 'badge-info'}`}>{TEXT.source[source]}</span>}
          </span>
        </th>
        {bound('low', low, setLow)}
        <td className="num tabular">{formatByUnit(likely, driver.unit)}</td>
        {bound('high', high, setHigh)}
        <td>
          <select
            value={range?.distribution ?? fallback?.distribution ?? 'triangular'}
            disabled={fixed}
            aria-label={`${TEXT.distribution} of ${driver.name}`}
            onChange={(event) => range && keep({ ...range, distribution: event.target.value as UncertaintyDistribution })}
          >
            {UNCERTAINTY_DISTRIBUTIONS.map((d) => <option key={d} value={d}>{TEXT.distributions[d]}</option>)}
          </select>
        </td>
        <td className="ranges-center">
          <input
            type="checkbox"
            checked={fixed}
            disabled={!fallback && isPoint(saved)}
            aria-label={TEXT.fixedLabel(driver.name)}
            onChange={(event) => setFixed(event.target.checked)}
          />
        </td>
        <td>
          <button type="button" className="button button-small" disabled={source === 'default'} aria-label={TEXT.resetLabel(driver.name)} onClick={() => keep(null)}>
            {TEXT.reset}
          </button>
        </td>
      </tr>
      {problem ? (
        <tr className="ranges-problem-row">
          <td colSpan={7}><span id={problemId} className="field-error" role="alert">{problem}</span></td>
        </tr>
      ) : null}
    </>
  );
}

/**
 * The active scenario's uncertainty ranges by driver category: low / likely / high and the
 * distribution of each driver that varies by default or has a range of its own. Edits are drafts
 * of the scenario (checked with the engine's rule), saved with its driver values.
 */
export function RangesEditor() {
  const active = useAtomValue(activeScenarioAtom);
  const drafts = useAtomValue(activeRangeDraftsAtom);
  const likelyValues = useAtomValue(likelyValuesAtom);
  const saved = useMemo(() => active?.driver_ranges ?? {}, [active]);
  const ownKey = [...Object.keys(saved), ...Object.entries(drafts).filter(([, d]) => d !== null).map(([id]) => id)].sort().join(',');
  const catalog = useAtomValue(driverCatalogAtom);
  const groups = useMemo(() => editorGroups(new Set(ownKey.split(',')), [...catalog.values()]), [ownKey, catalog]);
  const [selected, setSelected] = useState<DriverCategory | null>(null);
  const group = groups.find((g) => g.category === selected) ?? groups[0];
  const rows = groups.flatMap((g) => g.drivers.map((driver) => ({ driver, edited: editedRange(driver.id, likelyValues[driver.id] ?? driver.baseline, saved, drafts) })));
  const varied = rows.filter((row) => !isPoint(row.edited.range)).length;

  return (
    <Card title={TEXT.title} className="ranges-editor-card">
      <p className="muted ranges-editor-intro">{TEXT.subtitle} {TEXT.variedCount(varied, rows.length)}.</p>
      {group ? (
        <>
          <Tabs
            items={groups.map((g) => ({ key: g.category, label: `${g.name} (${g.drivers.length})` }))}
            selected={group.category}
            onSelect={setSelected}
            label={TEXT.categories}
          />
          <ScrollRegion label={TEXT.categoryTable(group.name)}>
            <table className="data-table ranges-editor" aria-label={TEXT.categoryTable(group.name)}>
              <thead>
                <tr>
                  <th scope="col">{TEXT.driver}</th>
                  <th scope="col" className="num">{TEXT.low}</th>
                  <th scope="col" className="num">{TEXT.likely}</th>
                  <th scope="col" className="num">{TEXT.high}</th>
                  <th scope="col">{TEXT.distribution}</th>
                  <th scope="col" className="ranges-center">{TEXT.fixed}</th>
                  <th scope="col"><span className="visually-hidden">{TEXT.reset}</span></th>
                </tr>
              </thead>
              <tbody>
                {rows.filter((row) => row.driver.category === group.category).map(({ driver, edited }) => (
                  <RangeRow key={driver.id} driver={driver} edited={edited} saved={saved[driver.id]} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      ) : null}
    </Card>
  );
}
