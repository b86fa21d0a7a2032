// The one script of the client pages. Everything works without it; it only adds what needs a script,
// such as a print button (a page without the script keeps the browser's own Print).
for (const button of document.querySelectorAll('button[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}

// Links and forms marked data-local-time-zone carry the page's fallback zone; the browser knows the visitor's own.
const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
for (const element of document.querySelectorAll('[data-local-time-zone]')) {
  const attribute = element.tagName === 'FORM' ? 'action' : 'href';
  const url = new URL(element.getAttribute(attribute), location.href);
  url.searchParams.set('timezone', localTimeZone);
  element.setAttribute(attribute, url.pathname + url.search);
}
