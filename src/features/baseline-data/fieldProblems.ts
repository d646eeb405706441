import { i18n } from '../../i18n/index.ts';
import type { DataMaskProblem } from '../../../engine/actuals/dataMask.ts';
import type { DataMaskField } from '../../../engine/actuals/dataMaskFields.ts';
import { fieldLabel } from './fieldValues.ts';

/**
 * A field's problem in the reader's language, from the engine's form and values: the field (and
 * the other field of a contradiction) by its shown label, amounts as the engine wrote them.
 */
export function fieldProblemText(problem: DataMaskProblem): string {
  const { other, ...values } = problem.values;
  return i18n.t(`baselineData:fieldProblems.${problem.form}`, {
    ...values,
    label: fieldLabel(problem.field),
    ...(other === undefined ? {} : { other: fieldLabel(other as DataMaskField) }),
  });
}
