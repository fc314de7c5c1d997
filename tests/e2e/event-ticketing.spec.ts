import { ABSORB, PASS_ON } from '@tessera/shared/domain/events/constants'
import { toCents } from '@tessera/shared/domain/fees/money'
import { feeSplit, serviceFee } from '@tessera/shared/domain/fees/service-fee'
import { FIXTURE_PLACE } from '../fixtures/maps-server'
import { apiOfPage, documentOf, type Resource } from '../support/api-client'
import { addEvent, athens, athensDay, findInList, shownDay } from '../support/event-screens'
import { expect, test } from '../support/fixtures'
import { grainyPhoto, imageSize } from '../support/images'
import { rowAction } from '../support/lists'
import { uniqueId } from '../support/pages'
import { feeAmounts, offerNewTicketType, saveTicket } from '../support/ticket-cards'

test.use({ signedInAs: 'organizer' })

const PAID_PRICE = 25
const ONLINE_LINK = 'https://meet.example.org/harbour-sessions'
const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** The shared fee rule for the organizer's role, worded as a card shows it. */
function expectedAmounts(priceCents: number, bearing: number) {
  const split = feeSplit(priceCents, bearing, 'organizer')
  return {
    'Service fee': euros(split.feeCents),
    'Buyer pays': euros(split.buyerPaysCents),
    'Fee paid by the buyer': euros(split.buyerFeeCents),
    'Fee absorbed by you': euros(split.organizerAbsorbsCents),
    'You receive': euros(split.organizerReceivesCents),
  }
}

test('an organizer makes a hybrid event with a free and a paid ticket and a hero image, finds it and duplicates it', async ({
  page,
  request,
  axe,
}) => {
  // The longest journey: five screens, four saves, an upload held at a slow speed on purpose.
  test.setTimeout(120_000)
  const photo = grainyPhoto(3000, 2000)
  const id = uniqueId()
  const name = `Harbour Sessions ${id}`
  const [freeName, paidName] = [`Deck ${id}`, `Front row ${id}`]
  const eventId = await addEvent(page, name, `harbour-${id}`)

  // Details: hybrid, with the online link and the venue found by clicking the map.
  await page.getByRole('combobox', { name: 'Event type' }).selectOption('hybrid')
  await page.getByRole('spinbutton', { name: /^Capacity/ }).fill('120')
  await page.getByRole('textbox', { name: /^Online link/ }).fill(ONLINE_LINK)
  const map = page.getByRole('region', { name: 'Map: click to place the marker, or drag it' })
  // Leaflet's controls exist once the map listens for clicks.
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible()
  const lookedUp = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/reverse')
  await map.click()
  expect((await lookedUp).ok()).toBe(true)
  await expect(page.getByRole('textbox', { name: /^Address/ })).toHaveValue(
    FIXTURE_PLACE.display_name,
  )
  await expect(page.getByRole('textbox', { name: /^Venue name/ })).toHaveValue(FIXTURE_PLACE.name)
  await axe()
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page.getByText('Item updated')).toBeVisible()

  // Ticketing: a free ticket whose fee the organizer absorbs, and a paid one passing it on.
  await page.getByRole('tab', { name: 'Ticketing' }).click()
  const free = await offerNewTicketType(page, freeName)
  await free.getByRole('radio', { name: /^Absorb/ }).check()
  await expect.poll(() => feeAmounts(free)).toEqual(expectedAmounts(0, ABSORB))
  await saveTicket(page, free)
  const paid = await offerNewTicketType(page, paidName)
  await paid.getByRole('spinbutton', { name: /^Price \(EUR\)/ }).fill(String(PAID_PRICE))
  await paid.getByRole('radio', { name: /^Pass on/ }).check()
  const fee = serviceFee('organizer')
  await expect(paid.getByText('Service fee of your plan:')).toHaveText(
    `Service fee of your plan: ${(fee.basisPoints / 100).toFixed(2)}% + ${euros(fee.fixedCents)} per paid ticket.`,
  )
  await expect.poll(() => feeAmounts(paid)).toEqual(expectedAmounts(toCents(PAID_PRICE), PASS_ON))
  await saveTicket(page, paid)
  await axe()

  // Resources: the hero image, cropped at 16:10, uploads over a slow line with its progress bar.
  await page.getByRole('tab', { name: 'Resources' }).click()
  const heroSection = page.getByRole('region', { name: 'Hero image' })
  await heroSection
    .getByLabel('Choose a hero image')
    .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await photo })
  const crop = page.getByRole('dialog', { name: 'Crop the hero image (16:10)' })
  await expect(crop.getByRole('group', { name: 'Crop area' })).toBeVisible()
  const network = await page.context().newCDPSession(page)
  await network.send('Network.enable')
  const line = (bytesPerSecond: number) =>
    network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    })
  await line(512 * 1024)
  await crop.getByRole('button', { name: 'Use this crop' }).click()
  await expect(crop).toBeHidden()
  // Part of the file is sent and the bar says so; then the line is freed and the server answers.
  const progress = heroSection.getByRole('progressbar', { name: 'harbour.jpg' })
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/)
  await line(-1)
  // Bounded by the slowed line's worst case (about 5 s for the whole file), should freeing it lag.
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 })
  await expect(heroSection.getByText('Uploaded', { exact: true })).toBeVisible()
  const hero = heroSection.getByRole('img', { name: `Hero image of ${name}` })
  await expect(hero).toBeVisible()
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await network.detach()
  await axe()

  // The list finds it by name; the copy gets new dates and keeps both tickets.
  const row = await findInList(page, name)
  await axe()
  await (await rowAction(row, name, `Duplicate ${name}`)).click()
  const clone = page.getByRole('dialog', { name: 'Duplicate event' })
  await clone.getByLabel(/^New start/).fill(athens(10, '20:00'))
  await expect(clone.getByLabel(/^New end/)).toHaveValue(athens(10, '22:30'))
  await clone.getByRole('button', { name: 'Duplicate event' }).click()
  await expect(page).toHaveURL(/\/manage\/event\/\d+$/)
  expect(page.url()).not.toMatch(new RegExp(`/manage/event/${eventId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `${name} (copy)` })).toBeVisible()
  // The preview's public rendering is a chunk of its own, loaded with the copy's public view
  await expect(page.getByRole('region', { name: 'When' })).toContainText(
    `${shownDay(athensDay(10))}, 20:00 – 22:30`,
    { timeout: 15_000 },
  )
  const tickets = page.getByRole('region', { name: 'Tickets' })
  await expect(tickets.getByRole('listitem')).toHaveCount(2)
  await expect(tickets.getByRole('listitem').filter({ hasText: freeName })).toContainText('Free')
  await expect(tickets.getByRole('listitem').filter({ hasText: paidName })).toContainText(
    expectedAmounts(toCents(PAID_PRICE), PASS_ON)['Buyer pays'],
  )

  // The API kept the original as it was made.
  const api = await apiOfPage(page, request)
  const original = await documentOf(
    await api.get(`events/${eventId}`, { include: 'tickets,venues' }),
  )
  expect(original.data.attributes).toMatchObject({
    event_type: 'hybrid',
    virtual_link: ONLINE_LINK,
    total_capacity: 120,
  })
  const included = (type: string) =>
    (original.included ?? []).filter((resource: Resource) => resource.type === type)
  expect(included('venues').map((venue) => venue.attributes)).toEqual([
    expect.objectContaining({ name: FIXTURE_PLACE.name, address_name: FIXTURE_PLACE.display_name }),
  ])
  const offers = included('event-tickets').map(({ attributes }) => ({
    name: attributes.name,
    price: attributes.price,
    absorb_service_fee: attributes.absorb_service_fee,
  }))
  expect(offers).toEqual(
    expect.arrayContaining([
      { name: freeName, price: 0, absorb_service_fee: ABSORB },
      { name: paidName, price: PAID_PRICE, absorb_service_fee: PASS_ON },
    ]),
  )
  expect(offers).toHaveLength(2)
  const heroUrl = original.data.attributes.hero_image
  expect(typeof heroUrl).toBe('string')
  const stored = await request.get(String(heroUrl))
  expect(stored.status()).toBe(200)
  const size = await imageSize(await stored.body())
  expect(size.width * 10).toBe(size.height * 16)
})
