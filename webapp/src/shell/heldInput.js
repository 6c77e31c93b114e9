// What a pre-rendered page does with input before the app has taken it over (showShell.js holds it,
// main.jsx releases it just before hydrating).

// A select the shell disabled (data-held): releaseHeldInput gives it back as it was rendered.
const HELD = 'held';

/**
 * Until the app takes the page over (main.jsx clears data-shell) the page is to read, not to fill in:
 * a form would submit itself (the browser would put the fields, a password too, in the URL), and what
 * is typed, ticked or chosen would be on screen but not in the app's state. Typing and ticks are
 * cancelled; a choice from a list cannot be, so the lists are disabled until then.
 */
export function holdInputUntilHydrated(root) {
  const hold = (e) => {
    if (root.dataset.shell) e.preventDefault();
  };
  root.addEventListener('submit', hold, true);
  root.addEventListener('beforeinput', hold, true);
  root.addEventListener('click', (e) => {
    if (e.target.matches?.('input[type="checkbox"], input[type="radio"]')) hold(e);
  }, true);
  for (const select of root.querySelectorAll('select:not([disabled])')) {
    select.disabled = true;
    select.dataset[HELD] = '';
  }
}

/** Enables the lists the shell disabled, so the page is again exactly what was rendered (main.jsx). */
export function releaseHeldInput(root) {
  for (const select of root.querySelectorAll('select[data-held]')) {
    select.disabled = false;
    delete select.dataset[HELD];
  }
}
