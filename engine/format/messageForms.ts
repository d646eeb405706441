/**
 * Reads an English message back by its form, so a screen or the server can say it in another
 * language: each form is an English text with {{values}} ("{{id}} is a line; …"), and a message
 * matches a form when it is that text with any value in each place. The forms with the most fixed
 * words are tried first, so "must be at most 5 characters" reads as its own form, not as
 * "must be at most {{max}}" with the max "5 characters". Used where the message is made in English
 * by code that must not know the reader's language (the engine, the contract's schemas).
 */
export interface ReadMessage {
  form: string;
  values: Record<string, string>;
}

const PLACE = /\{\{(\w+)\}\}/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function messageReader(forms: Readonly<Record<string, string>>): (message: string) => ReadMessage | undefined {
  const read = Object.entries(forms)
    .map(([form, english]) => ({
      form,
      names: [...english.matchAll(PLACE)].map((match) => match[1] as string),
      pattern: new RegExp(`^${english.split(PLACE).filter((_, i) => i % 2 === 0).map(escaped).join('(.+?)')}$`, 's'),
      fixedLength: english.replace(PLACE, '').length,
    }))
    .sort((a, b) => b.fixedLength - a.fixedLength);
  return (message) => {
    for (const { form, names, pattern } of read) {
      const match = pattern.exec(message);
      if (match) return { form, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] as string])) };
    }
    return undefined;
  };
}
