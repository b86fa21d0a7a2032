// The one script of the client pages. Everything works without it; it only adds what needs a script,
// such as a print button (a page without the script keeps the browser's own Print).
for (const button of document.querySelectorAll('button[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
