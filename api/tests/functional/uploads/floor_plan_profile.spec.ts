import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import User from '#models/user'
import { appUrl } from '#config/app'
import { countRows, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { offerOn, organizerWithEvent } from '#tests/fixtures/event_tickets'
import { jpeg, pdf, png, storedImage, storedKeys, useFakeDrive } from '#tests/fixtures/files'

test.group('Uploads: floor plans and profile pictures', (group) => {
  useAccountsFixtures(group)
  useFakeDrive(group)

  test('a reservation ticket takes a pdf or image floor plan; the event ticket shows its URL', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent()
    const offer = await offerOn(event, ticket, { isReservation: true })
    const first = await client
      .post(`/api/v1/uploads/event-tickets/${offer.id}/floor-plan`)
      .bearerToken(token)
      .file('attachment', pdf(), { filename: 'hall.pdf' })
    first.assertStatus(200)
    const firstPath = first.body().meta.path
    assert.match(firstPath, new RegExp(`^uploads/event-tickets/${offer.id}/floor-plan/.+\\.pdf$`))

    // A large plan keeps its size (no resize), but loses its metadata.
    const second = await client
      .post(`/api/v1/uploads/event-tickets/${offer.id}/floor-plan`)
      .bearerToken(token)
      .file('attachment', await jpeg(900, 2400, { orientation: 1 }), { filename: 'hall.jpg' })
    second.assertStatus(200)
    const secondPath = second.body().meta.path
    assert.include(await storedImage(secondPath), { height: 2400, width: 900 })
    assert.isUndefined((await storedImage(secondPath)).exif)
    assert.isFalse(await drive.use().exists(firstPath))
    await offer.refresh()
    assert.equal(offer.floorPlanImage, secondPath)

    const read = await client.get(`/api/v1/event-tickets/${offer.id}`).bearerToken(token)
    assert.equal(read.body().data.attributes.floor_plan_image, `${appUrl}/${secondPath}`)
  })

  test('other tickets have no floor plan (409 reservation_only); other organizers get 404', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent()
    const offer = await offerOn(event, ticket)
    const refused = await client
      .post(`/api/v1/uploads/event-tickets/${offer.id}/floor-plan`)
      .bearerToken(token)
      .header('Accept-Language', 'el')
      .file('attachment', pdf(), { filename: 'hall.pdf' })
    refused.assertStatus(409)
    assert.equal(firstError(refused.body()).code, 'reservation_only')
    assert.equal(
      firstError(refused.body()).detail,
      'Πλάνο χώρου μπορεί να προστεθεί μόνο σε εισιτήρια με επιλογή θέσης.',
    )

    offer.isReservation = true
    await offer.save()
    const stranger = await signedIn('organizer')
    const hidden = await client
      .post(`/api/v1/uploads/event-tickets/${offer.id}/floor-plan`)
      .bearerToken(stranger.token)
      .file('attachment', pdf(), { filename: 'hall.pdf' })
    hidden.assertStatus(404)
    const word = await client
      .post(`/api/v1/uploads/event-tickets/${offer.id}/floor-plan`)
      .bearerToken(token)
      .file('attachment', Buffer.from('PK\u0003\u0004 not really'), { filename: 'hall.png' })
    word.assertStatus(415)
    assert.deepEqual(await storedKeys(), [])
  })

  test('removing a floor plan ticket from the event removes its file', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent()
    const offer = await offerOn(event, ticket, { isReservation: true })
    const upload = await client
      .post(`/api/v1/uploads/event-tickets/${offer.id}/floor-plan`)
      .bearerToken(token)
      .file('attachment', pdf(), { filename: 'hall.pdf' })
    upload.assertStatus(200)
    const removed = await client.delete(`/api/v1/event-tickets/${offer.id}`).bearerToken(token)
    removed.assertStatus(204)
    assert.deepEqual(await storedKeys(), [])
  })

  test('a profile picture for oneself, by staff for anyone, by nobody else', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('creator')
    const own = await client
      .post(`/api/v1/uploads/users/${user.id}/profile`)
      .bearerToken(token)
      .file('attachment', await png(3000, 3000), { filename: 'me.png' })
    own.assertStatus(200)
    await user.refresh()
    assert.equal(user.profileImage, own.body().meta.path)
    assert.include(await storedImage(user.profileImage!), { height: 1800, width: 1800 })
    const me = await client.get('/api/v1/me').bearerToken(token)
    assert.equal(me.body().data.attributes.profile_image, `${appUrl}/${user.profileImage}`)

    const other = await signedIn('organizer')
    const foreign = await client
      .post(`/api/v1/uploads/users/${user.id}/profile`)
      .bearerToken(other.token)
      .file('attachment', await png(10, 10), { filename: 'x.png' })
    foreign.assertStatus(404)

    const admin = await signedIn('admin')
    const byStaff = await client
      .post(`/api/v1/uploads/users/${user.id}/profile`)
      .bearerToken(admin.token)
      .file('attachment', await png(10, 10), { filename: 'x.png' })
    byStaff.assertStatus(200)
    assert.equal((await User.findOrFail(user.id)).profileImage, byStaff.body().meta.path)
    assert.deepEqual(await storedKeys(), [byStaff.body().meta.path])
  })

  test('a shared floor plan file is kept while another ticket still uses it', async ({
    client,
    assert,
  }) => {
    const { user, token, event, ticket } = await organizerWithEvent()
    const path = 'uploads/event-tickets/1/floor-plan/shared.pdf'
    await drive.use().put(path, pdf())
    const offer = await offerOn(event, ticket, { isReservation: true, floorPlanImage: path })
    const { TicketFactory } = await import('#database/factories/ticket_factory')
    await offerOn(event, await TicketFactory.merge({ userId: user.id }).create(), {
      isReservation: true,
      floorPlanImage: path,
    })
    const replaced = await client
      .post(`/api/v1/uploads/event-tickets/${offer.id}/floor-plan`)
      .bearerToken(token)
      .file('attachment', pdf(), { filename: 'new.pdf' })
    replaced.assertStatus(200)
    assert.isTrue(await drive.use().exists(path))
    assert.equal(await countRows('event_tickets', { floor_plan_image: path }), 1)
  })
})
