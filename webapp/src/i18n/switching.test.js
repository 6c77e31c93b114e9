import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module for each test: the test setup has every English catalogue loaded, and
// marked needed, which would hide what a page opening during a switch asks for.
let languages;
beforeEach(async () => {
  vi.resetModules();
  languages = await import('./index.js');
});

describe('switching language', () => {
  it('loads texts asked for during a switch in the language being switched to', async () => {
    const { activateLanguage, i18n, loadCatalogues } = languages;
    await act(async () => {
      const switched = activateLanguage('si');
      await loadCatalogues(['auth']); // a page opening meanwhile (main.jsx preloads it)
      await switched;
    });
    expect(i18n.locale).toBe('si');
    for (const id of ['auth.email', 'auth.password']) expect(i18n._(id)).toMatch(/[\u0D80-\u0DFF]/);
  });

  it('shows the language chosen last when two switches overlap', async () => {
    const { activateLanguage, i18n } = languages;
    await act(() => activateLanguage('ta'));
    await act(() => activateLanguage('en'));
    // Tamil's texts are here already, Sinhala's still to fetch: Tamil is ready first.
    await act(async () => {
      await Promise.all([activateLanguage('si'), activateLanguage('ta')]);
    });
    expect(i18n.locale).toBe('ta');
  });
});
