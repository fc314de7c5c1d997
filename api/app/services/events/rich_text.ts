import sanitizeHtml from 'sanitize-html'

const color = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
]
const textStyles = {
  color,
  'background-color': color,
  'text-align': [/^(left|right|center|justify)$/],
  'font-size': [/^\d{1,3}(\.\d{1,2})?(px|em|rem|%)$/, /^(small|medium|large|x-large|xx-large)$/],
}

/**
 * The allow-list of rich text: what the Tiptap toolbar makes (spec "events" §9: bold, italic,
 * underline, strike, colours, align, lists, links, headers, sizes) and nothing else. Styles are
 * parsed and only the listed properties with literal values survive (no `url()`, no
 * `expression()`); links keep http, https, mailto and tel and always get `rel="noopener noreferrer"`.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'span',
    'mark',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['style'],
  },
  allowedStyles: { '*': textStyles },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
}

/** Cleans rich text before it is stored; empty markup becomes `null`. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null
  const clean = sanitizeHtml(html, options).trim()
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean
}
