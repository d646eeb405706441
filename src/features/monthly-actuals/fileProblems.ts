import { currentLanguage, i18n } from '../../i18n/index.ts';
import { messageReader } from '../../../engine/format/messageForms.ts';
import monthlyActualsEn from '../../i18n/locales/en/monthlyActuals.json';

type FileForm = keyof typeof monthlyActualsEn.fileProblems;

const readFileProblem = messageReader(monthlyActualsEn.fileProblems);

/**
 * A problem of a refused monthly-actuals file or typed value (engine/actuals/monthlyActualsCsv.ts
 * and tableCells.ts, found in the browser or answered by the server) in the reader's language,
 * read back by its English form: months and line ids stay as the file has them, the line and
 * column are the file's. A message of no known form stays as the engine wrote it.
 */
export function fileProblemText(message: string): string {
  const read = currentLanguage() === 'en' ? undefined : readFileProblem(message);
  // `replace`: the values by name, whichever the form has (i18next reads them as interpolation values).
  return read ? i18n.t(`monthlyActuals:fileProblems.${read.form as FileForm}`, { replace: read.values }) : message;
}
