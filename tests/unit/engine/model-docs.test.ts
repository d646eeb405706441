import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelReference } from '../../../engine/model/reference.ts';
import { ROOT } from '../../helpers/fixtures.ts';

describe('docs/model.md', () => {
  it('carries the reference section generated from the model definition (run `npm run -s model -- docs --write` after changing the model)', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/model.md'), 'utf8');
    expect(page).toContain(modelReference());
  });
});
