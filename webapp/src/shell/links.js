/** Adds a <link> with these attributes to the document's head (a preload, a stylesheet…). */
export function addLink(document, attributes) {
  const link = document.createElement('link');
  Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value));
  document.head.append(link);
}
