import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';

/**
 * A department's name as the user reads it: the shown definition's, by id (German where the user
 * reads German). The plan and the worker carry the published definition's English names; a
 * department the shown definition lacks keeps the name it came with. The same function while the
 * shown definition stays (the position grid's columns depend on it).
 */
export function useDepartmentName(): (department: { id: string; name: string }) => string {
  const departments = useAtomValue(shownDefinitionAtom).departments;
  return useCallback((department) => departments.find((d) => d.id === department.id)?.name ?? department.name, [departments]);
}
