/**
 * News bodies come from editors' feeds and may carry HTML. It is sanitised here, on the
 * server (sanitize-html never reaches a client bundle: `.server.ts`), to a small set of
 * text-level tags; plain text becomes paragraphs. The result is safe for
 * `dangerouslySetInnerHTML`.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'figure',
    'figcaption',
    'img',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // Content of dropped script/style-like tags is dropped too (not shown as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links leave the site in a new tab without handing it this window (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** True when the body looks like markup (a tag), not plain text with a stray "<". */
function looksLikeHtml(body: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(body);
}

/** A news body as safe HTML: sanitised markup, or plain text split into paragraphs at blank lines. */
export function newsBodyHtml(body: string): string {
  const text = body.trim();
  if (!text) return '';
  if (looksLikeHtml(text)) return sanitizeHtml(text, OPTIONS).trim();
  return text
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeText(para.trim()).replace(/\n/g, '<br />')}</p>`)
    .join('');
}
