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

// The photo viewer: the arrow keys and a swipe go to the previous or next photo, Escape back to the gallery.
const viewer = document.querySelector('[data-viewer]');
if (viewer) {
  const follow = (selector) => {
    const link = document.querySelector(selector);
    if (link) location.href = link.href;
  };
  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest('input, textarea, select')) return;
    if (event.key === 'ArrowLeft') follow('.viewer-nav a[rel="prev"]');
    if (event.key === 'ArrowRight') follow('.viewer-nav a[rel="next"]');
    if (event.key === 'Escape') follow('.viewer-nav a[data-back]');
  });
  let start = null;
  viewer.addEventListener('touchstart', (event) => {
    start = event.touches.length === 1 ? { x: event.touches[0].clientX, y: event.touches[0].clientY } : null;
  }, { passive: true });
  viewer.addEventListener('touchend', (event) => {
    if (!start) return;
    const dx = event.changedTouches[0].clientX - start.x;
    const dy = event.changedTouches[0].clientY - start.y;
    start = null;
    if (Math.abs(dx) < 50 || Math.abs(dx) < 2 * Math.abs(dy)) return;
    follow(dx > 0 ? '.viewer-nav a[rel="prev"]' : '.viewer-nav a[rel="next"]');
  });
}

// A download the visitor asked for before giving their email starts once they have given it.
document.querySelector('a[data-start]')?.click();
