import { test } from '@japa/runner'
import { useAccountsFixtures } from '#tests/helpers'
import { apiRoutes, sampleUrl } from '#tests/support/api_routes'
import { assertJsonApiAnswer } from './arbitraries.js'
import { badInputActors } from './fixtures.js'

/**
 * Every upload route (read from the router) gets malformed multipart bodies: no or a wrong
 * boundary, a body cut short, a file name with NUL and `../`, the attachment as a plain field,
 * too many fields, nothing at all. The answer is never a 5xx and always a JSON:API document.
 */
const B = 'tessera-boundary'
const part = (headers: string, content: string) => `--${B}\r\n${headers}\r\n\r\n${content}\r\n`
const file = (name: string) =>
  part(
    `Content-Disposition: form-data; name="attachment"; filename="${name}"\r\nContent-Type: image/png`,
    '\u0089PNG\r\n\u001a\n',
  )

const BODIES: { type: string; text: string }[] = [
  { type: 'multipart/form-data', text: file('a.png') + `--${B}--\r\n` },
  { type: `multipart/form-data; boundary=other`, text: file('a.png') + `--${B}--\r\n` },
  { type: `multipart/form-data; boundary=${B}`, text: file('a.png').slice(0, 60) },
  { type: `multipart/form-data; boundary=${B}`, text: file('../../a\u0000.png') + `--${B}--\r\n` },
  {
    type: `multipart/form-data; boundary=${B}`,
    text: part('Content-Disposition: form-data; name="attachment"', 'just text') + `--${B}--\r\n`,
  },
  {
    type: `multipart/form-data; boundary=${B}`,
    text:
      Array.from({ length: 1200 }, (_, i) =>
        part(`Content-Disposition: form-data; name="f${i}"`, 'x'),
      ).join('') + `--${B}--\r\n`,
  },
  { type: `multipart/form-data; boundary=${B}`, text: '' },
  { type: `multipart/form-data; boundary=${B}`, text: `--${B}--\r\n` },
]

test.group('Bad input: malformed uploads', (group) => {
  useAccountsFixtures(group)

  test('every upload route answers malformed multipart with a JSON:API document', async ({
    client,
    assert,
  }) => {
    const { admin, organizer, event } = await badInputActors()
    const uploads = apiRoutes().filter(({ pattern }) => pattern.startsWith('/api/v1/uploads/'))
    assert.isAtLeast(uploads.length, 5, 'the upload routes are read from the router')
    for (const route of uploads) {
      for (const [token, id] of [
        [admin, '1'],
        [organizer.token, String(event.id)],
      ]) {
        for (const body of BODIES) {
          const url = sampleUrl(route.pattern, id)
          const response = await client
            .post(url)
            .bearerToken(token)
            .header('Content-Type', body.type)
            .unsafeJson(body.text)
          assertJsonApiAnswer(
            assert,
            response,
            `POST ${url} ${body.type} ${body.text.slice(0, 80)}`,
          )
        }
      }
    }
  }).timeout(60_000)
})
