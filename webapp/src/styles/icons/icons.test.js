import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconsUsedIn } from './usedIcons.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the bootstrap-icons subset', () => {
  it('has every icon the app uses (else run `npm run icons`)', async () => {
    const css = await readFile(path.join(here, 'icons.css'), 'utf8');
    const used = await iconsUsedIn(path.join(here, '..', '..'));
    expect(used.length).toBeGreaterThan(50);
    const missing = used.filter((name) => !css.includes(`.bi-${name}::before`));
    expect(missing).toEqual([]);
  });
});
