// The bootstrap-icons names the app's source uses ("bi-search" → "search"), for the icon subset
// (scripts/icons.mjs) and its test. Node only.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const ICON = /\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

/** The sorted icon names in the .js/.jsx files under dir (tests and this folder excluded). */
export async function iconsUsedIn(dir) {
  const names = new Set();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.jsx?$/.test(entry.name) || /\.test\.jsx?$/.test(entry.name)) continue;
    if (file.includes(`${path.sep}styles${path.sep}icons${path.sep}`)) continue;
    for (const [, name] of (await readFile(file, 'utf8')).matchAll(ICON)) names.add(name);
  }
  return [...names].sort();
}
