import { SaxesParser } from 'saxes';
import { inflateEntry, type InflateBudget, type ZipEntry } from './zipArchive.ts';
import { notReadable, UploadRefusedError } from './uploadRefusal.ts';

/**
 * One XML part of a workbook read with a streaming SAX parser (saxes) as it inflates: nothing of
 * it is held but what the handlers keep. saxes expands no entity a document declares, so an XML
 * "billion laughs" cannot grow here; a DOCTYPE, which no workbook part has, is refused outright.
 * Names are read without their namespace prefix (`x:row` is `row`).
 */
export interface XmlHandlers {
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** Thrown by a handler that has read what it needs: the part is not read further. */
export class EnoughRead extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export async function readXmlPart(file: Uint8Array, entry: ZipEntry, budget: InflateBudget, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw notReadable(`The workbook's part ${entry.name} declares a DOCTYPE, which no workbook has`);
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes)) attributes[localName(name)] = value;
    handlers.open(localName(tag.name), attributes);
  });
  const { text, close } = handlers;
  if (text) parser.on('text', text);
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  let enough = false;
  const feed = (piece: string): boolean => {
    try {
      parser.write(piece);
      return true;
    } catch (error) {
      if (error instanceof UploadRefusedError) throw error;
      if (!(error instanceof EnoughRead)) throw notReadable(`The workbook's part ${entry.name} is not well-formed XML`);
      enough = true;
      return false;
    }
  };
  await inflateEntry(file, entry, budget, feed);
  if (!enough) {
    try {
      parser.close();
    } catch {
      throw notReadable(`The workbook's part ${entry.name} is not well-formed XML`);
    }
  }
}
