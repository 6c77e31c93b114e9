// Thin wrappers over browser navigation, so tests can replace them.

/** Reloads the current page. */
export function reloadPage() {
  window.location.reload();
}

/** Opens a URL (such as a mailto: link) in the current window. */
export function openUrl(url) {
  window.location.href = url;
}
