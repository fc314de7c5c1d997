import type { ParsedMail } from '#services/mail/eml_reader'
import { headerValue } from '#services/mail/eml_reader'
import type { MailboxEntry } from '#services/mail/dev_mailbox'
import { escapeHtml } from '@tessera/shared/html'

/*
| The dev mail pages: plain server-rendered HTML for developers (English only, never in production).
| Everything taken from a message is escaped; a message's HTML is shown only inside a sandboxed
| iframe (no scripts, no same-origin access), from its own URL under its own policy.
*/

export const DEV_MAIL_STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2430;background:#f4f5f7}
main{max-width:72rem;margin:0 auto;padding:1.5rem}table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;vertical-align:top;padding:.5rem .75rem;border-bottom:1px solid #d5d9df}
th[scope=row]{white-space:nowrap;width:12rem}a{color:#3730a3}a:focus-visible{outline:3px solid #3730a3;outline-offset:2px}
iframe{width:100%;height:36rem;border:1px solid #d5d9df;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:1rem;border:1px solid #d5d9df}`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Tessera dev mail</title><style>${DEV_MAIL_STYLE}</style></head>
<body><main>${body}</main></body>
</html>`
}

function dateCell(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return '<td></td>'
  const iso = date.toISOString()
  return `<td><time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')} UTC</time></td>`
}

export function mailboxPage(entries: MailboxEntry[], total: number): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr>${dateCell(entry.date)}<td>${escapeHtml(entry.to)}</td>` +
        `<td><a href="/dev/mail/${encodeURIComponent(entry.file)}">${escapeHtml(entry.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n')
  const shown =
    total > entries.length
      ? `<p>Showing the newest ${entries.length} of ${total} messages.</p>`
      : ''
  const list =
    entries.length === 0
      ? '<p>No messages yet. Mail the API sends is written here while SMTP_HOST is not set.</p>'
      : `${shown}<table><caption>Messages written by the file transport, newest first</caption>
<thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>${rows}</tbody></table>`
  return page('Mailbox', `<h1>Dev mail</h1>${list}`)
}

/**
 * The page of one message; its HTML part is shown from `/dev/mail/{file}/html` in a sandboxed
 * frame with its own policy (a `srcdoc` frame would inherit this page's, which refuses the
 * message's inline styles).
 */
export function messagePage(file: string, mail: ParsedMail): string {
  const subject = headerValue(mail.headers, 'subject') || '(no subject)'
  const headers = mail.headers
    .map(
      (header) =>
        `<tr><th scope="row">${escapeHtml(header.name)}</th><td>${escapeHtml(header.value)}</td></tr>`,
    )
    .join('\n')
  const html =
    mail.html === null
      ? '<p>This message has no HTML part.</p>'
      : `<iframe title="HTML part of the message" sandbox src="/dev/mail/${encodeURIComponent(file)}/html"></iframe>`
  const text =
    mail.text === null
      ? '<p>This message has no text part.</p>'
      : `<pre>${escapeHtml(mail.text)}</pre>`
  return page(
    subject,
    `<p><a href="/dev/mail">Back to the mailbox</a></p><h1>${escapeHtml(subject)}</h1>
<h2>Headers</h2><table><caption>Message headers</caption><tbody>${headers}</tbody></table>
<h2>HTML part</h2>${html}<h2>Text part</h2>${text}`,
  )
}
