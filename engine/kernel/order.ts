import { KernelCompileError } from './plan.ts';

/**
 * Orders the formulas of one period (the derived values, the lines of a month, the annual extras
 * of a year) so that each comes after every formula of the same period it reads. A cycle has no
 * such order: it fails loudly, naming the formulas on it. HyperFormula would show #CYCLE! there.
 */
export function evaluationOrder(where: string, dependencies: ReadonlyMap<string, readonly string[]>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, path: readonly string[]): void => {
    const seen = state.get(id);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(id)), id];
      throw new KernelCompileError(`${where}: ${cycle.join(' → ')} is a cycle`);
    }
    state.set(id, 'visiting');
    for (const dependency of dependencies.get(id) ?? []) {
      if (dependencies.has(dependency)) visit(dependency, [...path, id]);
    }
    state.set(id, 'done');
    order.push(id);
  };
  for (const id of dependencies.keys()) visit(id, []);
  return order;
}
