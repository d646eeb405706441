import { currentLanguage, i18n } from '../../i18n/index.ts';
import { messageReader } from '../../../engine/format/messageForms.ts';
import modelEn from '../../i18n/locales/en/model.json';
import type { DefinitionItem } from '../../../engine/model/definitionCheck.ts';

type CheckForm = keyof typeof modelEn.checkMessages;
type ItemKind = Exclude<DefinitionItem, 'definition'>;

/**
 * The definition check's messages (engine/model/definitionCheck.ts and the formula parser, found in
 * the browser or answered by the server) are English sentences with ids in them; they are read back
 * by their English forms (`model:checkMessages`) and said again in the reader's language. An item
 * kind in a message ("the id of a line") is named as the screen names kinds. A message of no known
 * form (a formula the kernel cannot plan) stays as the engine wrote it.
 */
const readCheckMessage = messageReader(modelEn.checkMessages);

export function checkMessage(message: string): string {
  if (currentLanguage() === 'en') return message;
  const read = readCheckMessage(message);
  if (!read) return message;
  const { kind, ...values } = read.values;
  return i18n.t(`model:checkMessages.${read.form as CheckForm}`, {
    ...values,
    ...(kind === undefined ? {} : { kind: i18n.t(`model:kind.${kind.replace(' ', '_') as ItemKind}`) }),
  });
}
