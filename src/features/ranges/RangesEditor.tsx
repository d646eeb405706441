import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import type { DriverCategory, DriverDef } from '../../../engine/model/types.ts';
import { UNCERTAINTY_DISTRIBUTIONS, type UncertaintyDistribution } from '../../../engine/model/uncertainty.ts';
import { formatByUnit, unitLabel } from '../../ui/figures.ts';
import { activeRangeDraftsAtom, dropRangeDraft, editedRange, likelyValuesAtom, setRangeDraft, type EditedRange } from '../../state/rangeDrafts.ts';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { driverCatalogAtom, shownDefinitionAtom } from '../../state/publishedModel.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { Card } from '../../ui/Card.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { parseTypedNumber } from '../../ui/typedNumber.ts';
import { boundText, editorGroups, rangeProblemText } from './editorRows.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

const isPoint = (range: DriverRange | null | undefined) => !range || range.low === range.high;

interface RowProps {
  driver: DriverDef;
  edited: EditedRange;
  saved: DriverRange | undefined;
}

/** One driver: low and high typed (kept on Enter or leaving the field), the likely value, the distribution, fixed, reset. */
function RangeRow({ driver, edited, saved }: RowProps) {
  const { t } = useTranslation('ranges');
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
        aria-label={which === 'low' ? t('editor.lowOf', { name: driver.name }) : t('editor.highOf', { name: driver.name })}
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
            {unitLabel(driver.unit)}
            {source === 'default' ? null : <span className={`badge ${source === 'draft' ? 'badge-warning' : 'badge-info'}`}>{t(`editor.source.${source}`)}</span>}
          </span>
        </th>
        {bound('low', low, setLow)}
        <td className="num tabular">{formatByUnit(likely, driver.unit)}</td>
        {bound('high', high, setHigh)}
        <td>
          <select
            value={range?.distribution ?? fallback?.distribution ?? 'triangular'}
            disabled={fixed}
            aria-label={t('editor.distributionOf', { name: driver.name })}
            onChange={(event) => range && keep({ ...range, distribution: event.target.value as UncertaintyDistribution })}
          >
            {UNCERTAINTY_DISTRIBUTIONS.map((d) => <option key={d} value={d}>{t(`editor.distributions.${d}`)}</option>)}
          </select>
        </td>
        <td className="ranges-center">
          <input
            type="checkbox"
            checked={fixed}
            disabled={!fallback && isPoint(saved)}
            aria-label={t('editor.fixedLabel', { name: driver.name })}
            onChange={(event) => setFixed(event.target.checked)}
          />
        </td>
        <td>
          <button type="button" className="button button-small" disabled={source === 'default'} aria-label={t('editor.resetLabel', { name: driver.name })} onClick={() => keep(null)}>
            {t('editor.reset')}
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
  const { t } = useTranslation('ranges');
  const active = useAtomValue(activeScenarioAtom);
  const drafts = useAtomValue(activeRangeDraftsAtom);
  const likelyValues = useAtomValue(likelyValuesAtom);
  const saved = useMemo(() => active?.driver_ranges ?? {}, [active]);
  const ownKey = [...Object.keys(saved), ...Object.entries(drafts).filter(([, d]) => d !== null).map(([id]) => id)].sort().join(',');
  const catalog = useAtomValue(driverCatalogAtom);
  // The drivers of the published model (their ranges and bounds), named in the reader's language.
  const shown = tablesOf(useAtomValue(shownDefinitionAtom)).driverById;
  const groups = useMemo(
    () => editorGroups(new Set(ownKey.split(',')), [...catalog.values()].map((driver) => shown.get(driver.id) ?? driver)),
    [ownKey, catalog, shown],
  );
  const [selected, setSelected] = useState<DriverCategory | null>(null);
  const group = groups.find((g) => g.category === selected) ?? groups[0];
  const rows = groups.flatMap((g) => g.drivers.map((driver) => ({ driver, edited: editedRange(driver.id, likelyValues[driver.id] ?? driver.baseline, saved, drafts) })));
  const varied = rows.filter((row) => !isPoint(row.edited.range)).length;

  return (
    <Card title={t('editor.title')} className="ranges-editor-card">
      <p className="muted ranges-editor-intro">{t('editor.subtitle')} {t('editor.variedCount', { varied, total: rows.length })}.</p>
      {group ? (
        <>
          <Tabs
            items={groups.map((g) => ({ key: g.category, label: `${t(`editor.categoryNames.${g.category}`)} (${g.drivers.length})` }))}
            selected={group.category}
            onSelect={setSelected}
            label={t('editor.categories')}
          />
          <ScrollRegion label={t('editor.categoryTable', { category: t(`editor.categoryNames.${group.category}`) })}>
            <table className="data-table ranges-editor" aria-label={t('editor.categoryTable', { category: t(`editor.categoryNames.${group.category}`) })}>
              <thead>
                <tr>
                  <th scope="col">{t('editor.driver')}</th>
                  <th scope="col" className="num">{t('editor.low')}</th>
                  <th scope="col" className="num">{t('editor.likely')}</th>
                  <th scope="col" className="num">{t('editor.high')}</th>
                  <th scope="col">{t('editor.distribution')}</th>
                  <th scope="col" className="ranges-center">{t('editor.fixed')}</th>
                  <th scope="col"><span className="visually-hidden">{t('editor.reset')}</span></th>
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
