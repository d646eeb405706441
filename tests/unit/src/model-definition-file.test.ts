import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_SOURCE } from '../../../engine/model/definition.ts';
import {
  DEFINITION_FILE_LIMIT_BYTES, definitionFileName, definitionJson, readDefinitionFile, readDefinitionText, sizeProblem,
} from '../../../src/features/model/definitionFile.ts';

/** Export and Import JSON of the Model Definition screen (issue 27): bounded before reading, shaped by the contract, round trip. */

const source = DEFAULT_MODEL_SOURCE;

describe('a model definition as a JSON file', () => {
  it('names the file by its version and reads back what it wrote', () => {
    expect(definitionFileName(source)).toBe('fahrplan-model-v1.json');
    const read = readDefinitionText(definitionJson(source));
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.source).toEqual(JSON.parse(JSON.stringify(source)));
  });

  it('reads the answer of GET /api/model as well as the bare definition', () => {
    const read = readDefinitionText(JSON.stringify({ definition: source }));
    expect(read.ok && read.source.lines.length).toBe(source.lines.length);
  });

  it('refuses a file over 2 MB by its size, before reading a byte of it', async () => {
    expect(sizeProblem(DEFINITION_FILE_LIMIT_BYTES)).toBeNull();
    expect(sizeProblem(DEFINITION_FILE_LIMIT_BYTES + 1)).toBe('The file is larger than 2 MB: a model definition is far smaller.');
    let read = false;
    const huge = { size: DEFINITION_FILE_LIMIT_BYTES + 1, text: async () => { read = true; return '{}'; } } as unknown as Blob;
    expect(await readDefinitionFile(huge)).toEqual({ ok: false, message: 'The file is larger than 2 MB: a model definition is far smaller.' });
    expect(read).toBe(false);
    expect(readDefinitionText(' '.repeat(DEFINITION_FILE_LIMIT_BYTES + 1)).ok).toBe(false);
  });

  it('says when the file is no JSON', () => {
    const read = readDefinitionText('{ "version": 1,');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/^The file is not JSON: /);
  });

  it('names the first shape problem by its path, list items by their id', () => {
    const lines = source.lines.map((line) => (line.id === 'legal_tax' ? { ...line, statement: 'memo' } : line));
    const read = readDefinitionText(JSON.stringify({ ...source, lines }));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/^The file is not a model definition: lines\.legal_tax\.statement: /);

    const noVersion = readDefinitionText(JSON.stringify({ ...source, version: undefined }));
    expect(!noVersion.ok && noVersion.message).toMatch(/^The file is not a model definition: version: /);
    const extra = readDefinitionText(JSON.stringify({ ...source, drivers: [{ ...source.drivers[0], colour: 'red' }] }));
    expect(!extra.ok && extra.message).toMatch(/drivers\.medical_client_growth_rate: .*colour/);
    const array = readDefinitionText('[]');
    expect(!array.ok && array.message).toMatch(/^The file is not a model definition: /);
  });
});
