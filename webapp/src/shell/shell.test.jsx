import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import App from '../app/App.jsx';
import { makeStore } from '../app/store.js';
import { LANGUAGES } from '../i18n/languages.js';
import { SHELL_PAGES, shellId, shellPageFor } from './pages.js';
import { renderPage } from './render.jsx';
import { releaseHeldInput } from './heldInput.js';
import { showShell } from './showShell.js';
import { startApp } from './startApp.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  window.location.hash = '';
});

/** A window at `hash` whose document has the root and a shell for each page in each language. */
function windowAt(hash, { languages = ['en-GB'], stored = {} } = {}) {
  document.body.innerHTML = '<div id="root"></div>';
  for (const page of SHELL_PAGES) {
    for (const { code } of LANGUAGES) {
      const shell = Object.assign(document.createElement('script'), { type: 'text/html', id: shellId(page.name, code) });
      shell.textContent = `<p>${page.name} in ${code}</p>`;
      document.body.append(shell);
    }
  }
  Object.entries(stored).forEach(([key, value]) => window.localStorage.setItem(key, value));
  return { document, localStorage: window.localStorage, location: { hash }, navigator: { languages } };
}

const rootText = () => document.getElementById('root').textContent;

describe('showShell', () => {
  it.each([
    ['', 'home'],
    ['#/', 'home'],
    ['#/services', 'services'],
    ['#/searchconsultant/', 'search'],
    ['#/login', 'login'],
    ['#/profile/42', 'profile'],
  ])('shows the page pre-rendered for %s', (hash, page) => {
    expect(showShell(windowAt(hash)).page).toBe(page);
    expect(rootText()).toBe(`${page} in en`);
    expect(document.getElementById('root').dataset.shell).toBe(page);
  });

  it('shows it in the language chosen on this browser, else the browser’s own', () => {
    showShell(windowAt('#/login', { stored: { 'cerebro.language': 'ta' }, languages: ['si-LK'] }));
    expect(rootText()).toBe('login in ta');
    expect(document.documentElement.lang).toBe('ta');
    window.localStorage.clear();
    showShell(windowAt('#/login', { languages: ['de-DE', 'si-LK'] }));
    expect(rootText()).toBe('login in si');
  });

  it.each([
    ['a signed-in user', '#/', { stored: { user: '{"token":"t"}' } }],
    ['a page not pre-rendered', '#/aboutus', {}],
    ['a search with a query', '#/searchconsultant/?category=3', {}],
    ['a profile id that is not one', '#/profile/abc', {}],
  ])('shows nothing for %s', (_, hash, options) => {
    expect(showShell(windowAt(hash, options))).toBeNull();
    expect(rootText()).toBe('');
    expect(document.getElementById('root').dataset.shell).toBeUndefined();
  });

  it('keeps its forms from being filled in or submitted until the app takes over', () => {
    const win = windowAt('#/login');
    win.document.getElementById('shell-login-en').textContent = '<form><input name="password"></form>';
    showShell(win);
    const held = (type, selector) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      document.querySelector(selector).dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(held('submit', '#root form')).toBe(true);
    expect(held('beforeinput', '#root input')).toBe(true);
    delete document.getElementById('root').dataset.shell; // main.jsx, once hydrating
    expect(held('submit', '#root form')).toBe(false);
    expect(held('beforeinput', '#root input')).toBe(false);
  });

  it('fetches a profile’s data ahead, for the app to find', () => {
    showShell(windowAt('#/profile/42'));
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="fetch"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.crossOrigin])).toEqual([['/api/v1/consultant/42', 'anonymous']]);
  });

  it('holds ticks and lists until the app takes over, then gives the lists back as rendered', () => {
    const win = windowAt('#/searchconsultant/');
    win.document.getElementById('shell-search-en').textContent =
      '<form><input type="checkbox" name="a"><select name="sort"></select><select name="off" disabled></select></form>';
    showShell(win);
    const box = document.querySelector('#root input[type="checkbox"]');
    box.click();
    expect(box.checked).toBe(false);
    const [sort, off] = document.querySelectorAll('#root select');
    expect([sort.disabled, off.disabled]).toEqual([true, true]);
    const root = document.getElementById('root');
    releaseHeldInput(root);
    delete root.dataset.shell; // main.jsx, once hydrating
    expect([sort.disabled, off.disabled]).toEqual([false, true]);
    expect(sort.hasAttribute('data-held')).toBe(false);
    box.click();
    expect(box.checked).toBe(true);
  });

  it('hands the app the page’s own modules in its language', () => {
    const win = windowAt('#/login', { languages: ['ta'] });
    win.document.getElementById('shell-login-ta').dataset.modules = '/assets/LoginPage-1.js /assets/auth.json-2.js';
    expect(showShell(win).modules).toEqual(['/assets/LoginPage-1.js', '/assets/auth.json-2.js']);
  });

  it('links the font of the language it shows, and only that', () => {
    const fonts = { si: ['/assets/sinhala-400.css', '/assets/sinhala-700.css'], ta: ['/assets/tamil-400.css'] };
    const stylesheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    showShell(windowAt('#/', { languages: ['si'] }), { fonts });
    expect(stylesheets()).toEqual(fonts.si);
    document.head.innerHTML = '';
    showShell(windowAt('#/'), { fonts });
    expect(stylesheets()).toEqual([]);
  });

  it('matches a location to its page', () => {
    expect(shellPageFor('#/searchconsultant').name).toBe('search');
    expect(shellPageFor('#/profile/7/')).toBeNull();
  });
});

describe('startApp', () => {
  const fakeWindow = () => {
    const frames = [];
    const timers = [];
    return {
      frames,
      timers,
      requestAnimationFrame: (f) => frames.push(f),
      setTimeout: (f, ms) => timers.push({ f, ms }),
    };
  };
  const appScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));

  it('starts the app at once when no page is on screen', () => {
    startApp(document, fakeWindow(), '/assets/index-1.js', { afterPaint: false });
    expect(appScripts()).toEqual(['/assets/index-1.js']);
  });

  it('starts it after the next painted frame when a pre-rendered page is, once, with the page’s modules', () => {
    const win = fakeWindow();
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    startApp(document, win, '/assets/index-1.js', { afterPaint: true, modules: ['/assets/HomePage-2.js'] });
    expect(appScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    win.frames.forEach((f) => f()); // the frame is painted: a task after it starts the app
    win.timers.filter((t) => t.ms === 0).forEach((t) => t.f());
    expect(appScripts()).toEqual(['/assets/index-1.js']);
    expect(preloads()).toEqual(['/assets/HomePage-2.js']);
    win.timers.forEach((t) => t.f()); // the background tab's timer finds it started
    expect(appScripts()).toEqual(['/assets/index-1.js']);
  });

  it('starts it in a background tab, which paints no frames', () => {
    const win = fakeWindow();
    startApp(document, win, '/assets/index-1.js', { afterPaint: true });
    win.timers.forEach((t) => t.f());
    expect(appScripts()).toEqual(['/assets/index-1.js']);
  });
});

// The build-time render must be what the app's first render in the browser is, or React throws the
// pre-rendered page away and draws it again: each page in each language is hydrated here, as main.jsx
// does, and any mismatch React reports fails the test.
describe('the pre-rendered pages', () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true; // hydrateRoot is called here, not by Testing Library
  });

  /** Hydrates `html` as main.jsx does; the mismatches React reports. */
  async function hydrate(html) {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))); // the data stays on its way
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root');
    const mismatches = [];
    await act(async () => {
      hydrateRoot(container, <App store={makeStore()} />, { onRecoverableError: (e) => mismatches.push(e.message) });
    });
    return { container, mismatches };
  }

  const cases = LANGUAGES.flatMap(({ code }) => SHELL_PAGES.map((page) => [page.name, code, page.path]));

  it.each(cases)('%s in %s hydrates without a mismatch', async (name, lang, path) => {
    const html = await renderPage(path, lang);
    expect(html).toContain('id="main-content"');
    // the test-payments banner is drawn at build time too, for a server's <html data-test-payments> to show
    expect(html).toContain('class="test-payments-banner"');
    const { container, mismatches } = await hydrate(html);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('#main-content')).not.toBeNull();
  });

  it('hydrates the search as drawn when this device remembers the list view, then shows the list', async () => {
    const html = await renderPage('/searchconsultant/', 'en');
    window.localStorage.setItem('cerebro.searchLayout', 'list');
    const { container, mismatches } = await hydrate(html);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('button[aria-pressed="true"]').textContent).toMatch(/List/);
  });

  it('reports a page that differs from the app’s first render', async () => {
    const html = await renderPage('/login', 'en');
    const { mismatches } = await hydrate(html.replace('All rights reserved.', 'Some rights reserved.'));
    expect(mismatches.length).toBeGreaterThan(0);
  });
});
