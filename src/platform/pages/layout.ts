/**
 * The one layout of the client pages: a complete document with the studio's name in its header, the
 * shared stylesheet and script, and the page's own content in `main`. Pages a visitor reaches without
 * a working link (unknown token, failure) name no studio: none is known.
 */
import { PAGE_ASSETS } from './assets.js';
import { html, type Html } from './html.js';

export interface PageContent {
  /** The page's own title; the studio's name follows it in the browser's tab. */
  title: string;
  /** The studio the page belongs to, in the header; null when the page belongs to none. */
  studioName: string | null;
  main: Html;
  /** Wider than reading text: a grid of photos. */
  wide?: boolean;
}

export function layout({ title, studioName, main, wide = false }: PageContent): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${studioName === null ? title : `${title} · ${studioName}`}</title>
<link rel="stylesheet" href="${PAGE_ASSETS.stylesheet}">
<link rel="icon" href="data:,">
<script src="${PAGE_ASSETS.script}" defer></script>
</head>
<body>
<a class="skip-link" href="#content">Skip to content</a>
${studioName === null ? null : html`<header class="site-header"><p>${studioName}</p></header>`}
<main id="content"${wide ? html` class="wide"` : null}>
${main}
</main>
</body>
</html>
`;
}

/** The answer to a link that leads nowhere: unknown, malformed, expired or withdrawn. */
export function notFoundPage(): Html {
  return layout({
    title: 'Link not found',
    studioName: null,
    main: html`<h1>This link does not work</h1>
<p>The address may be incomplete, or the studio may have withdrawn it.</p>
<p>Check that you copied the whole link, or ask the studio for a new one.</p>`,
  });
}

/** The answer when the page cannot be shown now: a failure, a busy database, too many requests. */
export function unavailablePage(heading: string, advice: string): Html {
  return layout({ title: heading, studioName: null, main: html`<h1>${heading}</h1>\n<p>${advice}</p>` });
}
