import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { groupKeyOf } from './modelGroups.ts';
import { matchesFilter, type ModelItem } from './modelItems.ts';

export interface ItemSelection {
  selectedKey: string | null;
  /** Selects an item; `focusDetail` moves focus to the detail's heading (after a Reads or Read by button, which the new detail replaces). */
  select: (key: string, options?: { focusDetail?: boolean }) => void;
  clear: () => void;
  query: string;
  setQuery: (query: string) => void;
  openGroups: ReadonlySet<string>;
  toggleGroup: (group: string, open: boolean) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * Which part of the model is selected, the list's filter and its open groups. Selecting opens
 * the item's group, clears a filter that would hide it and scrolls it into the list's view; a
 * filter opens every group it leaves. All of it after the render that shows the item, so an item
 * just added is found too.
 */
export function useItemSelection(byKey: ReadonlyMap<string, ModelItem>, visibleGroups: (query: string) => string[]): ItemSelection {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [query, setQueryState] = useState('');
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set());
  const [reveal, setReveal] = useState<{ key: string; focusDetail: boolean; count: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const select = useCallback((key: string, options: { focusDetail?: boolean } = {}) => {
    setSelectedKey(key);
    setReveal((last) => ({ key, focusDetail: options.focusDetail ?? false, count: (last?.count ?? 0) + 1 }));
  }, []);

  // Runs again as the filter clears and the group opens, then acts once per selection: a later edit of
  // the draft leaves the list as the user set it.
  const revealed = useRef(0);
  useEffect(() => {
    if (!reveal || revealed.current === reveal.count) return;
    const item = byKey.get(reveal.key);
    if (!item) return;
    if (!matchesFilter(item, query)) {
      setQueryState('');
      return;
    }
    const group = groupKeyOf(item);
    if (!openGroups.has(group)) {
      setOpenGroups((open) => new Set([...open, group]));
      return;
    }
    revealed.current = reveal.count;
    document.querySelector(`[data-item="${CSS.escape(reveal.key)}"]`)?.scrollIntoView({ block: 'nearest' });
    const heading = headingRef.current;
    if (reveal.focusDetail) heading?.focus();
    // On a narrow screen the detail stands below the list: bring it into view, focus stays in the list.
    else if (heading && heading.getBoundingClientRect().top > window.innerHeight) heading.scrollIntoView({ block: 'start' });
  }, [reveal, byKey, query, openGroups]);

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    if (next.trim() !== '') setOpenGroups((open) => new Set([...open, ...visibleGroups(next)]));
  }, [visibleGroups]);

  const toggleGroup = useCallback((group: string, open: boolean) => {
    setOpenGroups((current) => {
      if (current.has(group) === open) return current;
      const next = new Set(current);
      if (open) next.add(group);
      else next.delete(group);
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelectedKey(null), []);
  return { selectedKey: selectedKey !== null && byKey.has(selectedKey) ? selectedKey : null, select, clear, query, setQuery, openGroups, toggleGroup, headingRef };
}
