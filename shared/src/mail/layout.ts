import type { I18n } from '@lingui/core'
import { escapeHtml } from '../html.js'

export type RenderedMail = { subject: string; text: string; html: string }

/**
 * The pieces of an e-mail's body. An `image` is an inline attachment the sender adds under `cid`
 * (a ticket's QR code); the text part shows its caption only.
 */
export type Block =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  | { note: string }
  | { quote: string }
  | { image: { cid: string; alt: string; caption: string } }

function textOf(block: Block): string {
  if ('paragraph' in block) return block.paragraph
  if ('button' in block) return `${block.button.label}: ${block.button.url}`
  if ('quote' in block) return block.quote
  if ('image' in block) return block.image.caption
  return block.note
}

function htmlOf(block: Block): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`
  if ('quote' in block)
    return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #e3e6ea;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`
  if ('note' in block)
    return `<p style="margin:0 0 16px;color:#5b6472;font-size:13px">${escapeHtml(block.note)}</p>`
  if ('image' in block) {
    const { cid, alt, caption } = block.image
    return `<figure style="margin:0 0 24px;text-align:center"><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="240" height="240" style="display:block;margin:0 auto;width:240px;height:240px"><figcaption style="margin-top:8px">${escapeHtml(caption)}</figcaption></figure>`
  }
  const { label, url } = block.button
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`
}

/** One message in Tessera's frame: the subject as title, the blocks, a footer saying why it came. */
export function layout(i18n: I18n, subject: string, blocks: Block[], footer: string): RenderedMail {
  const text = blocks.map(textOf).concat(['--', footer]).join('\n\n')
  const body = blocks.map(htmlOf).join('\n')
  const html = `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2430"><div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff"><p style="font-size:20px;font-weight:bold;margin:0 0 24px">Tessera</p>${body}<hr style="border:none;border-top:1px solid #e3e6ea;margin:32px 0 16px"><p style="color:#5b6472;font-size:12px;margin:0">${escapeHtml(footer)}</p></div></body></html>`
  return { subject, text, html }
}
