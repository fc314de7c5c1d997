import { test } from '@japa/runner'
import Asset from '#models/asset'
import { countRows, firstError, useAccountsFixtures } from '#tests/helpers'
import { organizerWithEvent } from '#tests/fixtures/event_tickets'
import {
  compoundFile,
  officeOpenXml,
  pdf,
  png,
  storedKeys,
  useFakeDrive,
} from '#tests/fixtures/files'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'

test.group('Uploads: documents and types by content', (group) => {
  useAccountsFixtures(group)
  useFakeDrive(group)

  test('pdf, pptx, xlsx, ppt and xls are recognised by their content', async ({
    client,
    assert,
  }) => {
    const { token, event } = await organizerWithEvent()
    const files: [string, Buffer, string, string][] = [
      ['Programme.pdf', pdf(), 'application/pdf', 'pdf'],
      ['Slides.pptx', officeOpenXml('presentation'), PPTX, 'pptx'],
      ['Budget.xlsx', officeOpenXml('sheet'), XLSX, 'xlsx'],
      [
        'Old slides.ppt',
        compoundFile('PowerPoint Document'),
        'application/vnd.ms-powerpoint',
        'ppt',
      ],
      ['Old budget.xls', compoundFile('Workbook'), 'application/vnd.ms-excel', 'xls'],
    ]
    const request = client.post(`/api/v1/uploads/events/${event.id}/documents`).bearerToken(token)
    for (const [name, bytes] of files)
      request.file('attachments[]', bytes, {
        filename: name,
        contentType: 'application/octet-stream',
      })
    const response = await request
    response.assertStatus(201)
    const saved = await Asset.query().where('event_id', event.id).orderBy('position')
    assert.deepEqual(
      saved.map((asset) => [
        asset.originalName,
        asset.mimeType,
        asset.kind,
        asset.path.split('.').pop(),
      ]),
      files.map(([name, , mime, extension]) => [name, mime, 'document', extension]),
    )
    assert.equal(saved[0].size, pdf().length)

    const served = await client.get(`/${saved[0].path}`)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'application/pdf')
    assert.equal(served.header('x-content-type-options'), 'nosniff')
    assert.equal(
      served.header('content-disposition'),
      `attachment; filename="Programme.pdf"; filename*=UTF-8''Programme.pdf`,
    )
  })

  test('a PNG renamed .pdf is not a document (415), and a text file renamed .jpg is not an image', async ({
    client,
    assert,
  }) => {
    const { token, event } = await organizerWithEvent()
    const renamedPng = await client
      .post(`/api/v1/uploads/events/${event.id}/documents`)
      .bearerToken(token)
      .file('attachment', await png(10, 10), {
        filename: 'report.pdf',
        contentType: 'application/pdf',
      })
    renamedPng.assertStatus(415)
    assert.equal(firstError(renamedPng.body()).code, 'unsupported_file_type')
    assert.equal(firstError(renamedPng.body()).source?.pointer, '/data/attributes/attachment')

    const text = await client
      .post(`/api/v1/uploads/events/${event.id}/images`)
      .bearerToken(token)
      .file('attachment', Buffer.from('just some words, not a picture\n'), {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      })
    text.assertStatus(415)

    const fakeJpeg = Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600', 'hex'),
      Buffer.alloc(200, 7),
    ])
    const broken = await client
      .post(`/api/v1/uploads/events/${event.id}/hero`)
      .bearerToken(token)
      .file('attachment', fakeJpeg, { filename: 'broken.jpg' })
    broken.assertStatus(415)

    const word = await client
      .post(`/api/v1/uploads/events/${event.id}/documents`)
      .bearerToken(token)
      .file('attachment', compoundFile('WordDocument'), { filename: 'letter.xls' })
    word.assertStatus(415)
    assert.equal(await countRows('assets'), 0)
    assert.deepEqual(await storedKeys(), [])
  })

  test('one bad file refuses the whole upload', async ({ client, assert }) => {
    const { token, event } = await organizerWithEvent()
    const response = await client
      .post(`/api/v1/uploads/events/${event.id}/documents`)
      .bearerToken(token)
      .file('attachments[]', pdf(), { filename: 'a.pdf' })
      .file('attachments[]', Buffer.from('<html><script>alert(1)</script></html>'), {
        filename: 'b.pdf',
      })
    response.assertStatus(415)
    assert.equal(await countRows('assets'), 0)
    assert.deepEqual(await storedKeys(), [])
  })
})
