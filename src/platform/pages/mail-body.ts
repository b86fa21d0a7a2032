/**
 * The two parts of an email, from one description: a plain text part and an HTML part that says the
 * same, built with `html` (escaped by default), with inline styles only (mail programs drop style
 * sheets) and no image or anything else loaded from elsewhere. Links are absolute: a mail is read away
 * from the service.
 */
import { html, renderHtml } from './html.js';
import { safeUrl } from './url.js';

export interface MailContent {
  /** The studio the mail speaks for: its name signs the mail. */
  studioName: string;
  /** The first line, `Hello Ada,`. */
  greeting: string;
  paragraphs: readonly string[];
  /** Labelled values shown as a short table (`Amount due`, `$1,250.00`). */
  facts?: readonly (readonly [label: string, value: string])[];
  /** Buttons in the HTML part, labelled links in the text part; each URL must be absolute http(s). */
  links?: readonly { label: string; url: string }[];
}

export interface MailBody {
  text: string;
  html: string;
}

export function mailBody(content: MailContent): MailBody {
  return { text: textPart(content), html: htmlPart(content) };
}

function textPart({ studioName, greeting, paragraphs, facts = [], links = [] }: MailContent): string {
  const blocks = [
    greeting,
    ...paragraphs,
    ...(facts.length > 0 ? [facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...links.map(({ label, url }) => `${label}:\n${url}`),
    studioName,
  ];
  return `${blocks.join('\n\n')}\n`;
}

const BUTTON = 'display:inline-block;padding:10px 18px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:6px';

function htmlPart({ studioName, greeting, paragraphs, facts = [], links = [] }: MailContent): string {
  const factRows = facts.map(([label, value]) => html`<tr><th style="text-align:left;padding:4px 16px 4px 0;font-weight:600">${label}</th><td style="padding:4px 0">${value}</td></tr>`);
  const buttons = links.map(({ label, url }) => html`<p style="margin:16px 0"><a href="${safeUrl(absolute(url))}" style="${BUTTON}">${label}</a></p>`);
  const page = html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${studioName}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#111827;background:#ffffff">
<div style="max-width:560px;margin:0 auto">
<p>${greeting}</p>
${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
${factRows.length > 0 ? html`<table style="border-collapse:collapse;margin:16px 0">${factRows}</table>` : null}
${buttons}
<p style="margin-top:32px;color:#4b5563">${studioName}</p>
</div></body></html>
`;
  return renderHtml(page);
}

/** A mail's link must take the reader back to the service from anywhere: a relative one cannot. */
function absolute(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new TypeError(`A link in a mail must be absolute: ${url.slice(0, 100)}`);
  return url;
}
