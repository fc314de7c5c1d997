import { test } from '@japa/runner'
import { headerValue, parseEml, parseEmlHeaders } from '#services/mail/eml_reader'

/** A message written by hand (not by nodemailer), with the encodings the reader must undo. */
const FOREIGN_MESSAGE = [
  'From: =?ISO-8859-7?Q?=CC=E1=F1=DF=E1?= <maria@example.gr>',
  'To: guest@example.com',
  'Subject: =?UTF-8?B?zprOsc67z47PgiDOrs+BzrjOsc+EzrUg?=',
  ' =?UTF-8?Q?=CF=83=CF=84=CE=BF_Tessera?=',
  'Date: Fri, 14 Mar 2025 09:15:02 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="outer"',
  '',
  'This is the preamble.',
  '--outer',
  'Content-Type: multipart/alternative;',
  '\tboundary=inner',
  '',
  '--inner',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('Γεια σας,\r\nκαλή διασκέδαση!').toString('base64'),
  '--inner',
  'Content-Type: text/html; charset="iso-8859-7"',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  '<p>=C3=E5=E9=E1 =F3=E1=F2, a long line that is broken by a soft line break=',
  ' here</p>',
  '--inner--',
  '--outer',
  'Content-Type: text/plain; charset=utf-8; name=notes.txt',
  'Content-Disposition: attachment',
  '',
  'not the body',
  '--outer--',
  '',
].join('\r\n')

test.group('Mail .eml reader', () => {
  test('decodes encoded-word headers and the text and HTML parts of nested multiparts', async ({
    assert,
  }) => {
    const mail = await parseEml(Buffer.from(FOREIGN_MESSAGE, 'latin1'))

    assert.deepEqual(
      mail.headers.map((header) => header.name),
      ['From', 'To', 'Subject', 'Date', 'MIME-Version', 'Content-Type'],
    )
    assert.equal(headerValue(mail.headers, 'from'), 'Μαρία <maria@example.gr>')
    assert.equal(headerValue(mail.headers, 'SUBJECT'), 'Καλώς ήρθατε στο Tessera')
    assert.equal(headerValue(mail.headers, 'date'), 'Fri, 14 Mar 2025 09:15:02 +0000')
    assert.equal(headerValue(mail.headers, 'content-type'), 'multipart/mixed; boundary="outer"')
    // mailparser gives the text with LF line ends.
    assert.equal(mail.text, 'Γεια σας,\nκαλή διασκέδαση!')
    assert.equal(mail.html, '<p>Γεια σας, a long line that is broken by a soft line break here</p>')
    assert.deepEqual(
      mail.attachments.map((part) => [part.contentType, part.filename, part.content.toString()]),
      [['text/plain', 'notes.txt', 'not the body']],
    )
  })

  test('reads a single-part message with LF line ends', async ({ assert }) => {
    const mail = await parseEml(
      Buffer.from('Subject: Plain\nContent-Type: text/plain\n\nline one\nline two\n'),
    )

    assert.equal(headerValue(mail.headers, 'subject'), 'Plain')
    assert.equal(mail.text, 'line one\nline two\n')
    assert.isNull(mail.html, 'no HTML is made from the text')
    assert.lengthOf(mail.attachments, 0)
  })

  test('an HTML-only message has no text part, and the headers alone read the same', async ({
    assert,
  }) => {
    const raw = Buffer.from(
      'Subject: =?UTF-8?Q?=CE=93=CE=B5=CE=B9=CE=B1?=\r\nContent-Type: text/html; charset=utf-8\r\n' +
        '\r\n<p>Only <img src="cid:logo@tessera"></p>\r\n',
    )

    const mail = await parseEml(raw)

    assert.isNull(mail.text, 'no text is made from the HTML')
    assert.include(mail.html!, 'src="cid:logo@tessera"')
    assert.deepEqual(await parseEmlHeaders(raw), mail.headers)
    const foreign = Buffer.from(FOREIGN_MESSAGE, 'latin1')
    assert.deepEqual(await parseEmlHeaders(foreign), (await parseEml(foreign)).headers)
    assert.equal(headerValue(mail.headers, 'subject'), 'Γεια')
  })
})
