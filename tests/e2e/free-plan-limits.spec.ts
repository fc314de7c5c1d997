import { errorsOf, documentOf, signInToApi } from '../support/api-client'
import { seedFreeTicket } from '../support/event-screens'
import { demoAccount, expect, test } from '../support/fixtures'
import { uniqueId } from '../support/pages'

test.use({ signedInAs: 'creator' })

test('a free-plan creator finds the price behind the premium overlay and the API refuses a price', async ({
  page,
  request,
  axe,
}) => {
  const api = await signInToApi(request, demoAccount('creator'))
  try {
    const { eventId, offerId, typeName } = await seedFreeTicket(api, uniqueId())

    await page.goto(`/manage/events/edit-item/${eventId}`)
    await page.getByRole('tab', { name: 'Ticketing' }).click()
    const card = page.getByRole('article', { name: typeName })
    const overlay = card
      .getByRole('paragraph')
      .filter({ hasText: 'Available from the freemium plan.' })
    await expect(overlay).toBeVisible()
    await expect(card.getByRole('spinbutton', { name: /^Price/ })).toHaveCount(0)
    const price = card.getByRole('spinbutton', { name: /^Price/, includeHidden: true })
    await expect(price).toHaveValue('0')
    expect(
      await price.evaluate((input) => {
        input.focus()
        return document.activeElement === input
      }),
    ).toBe(false)
    // From the switch before it, the keyboard skips the price and reaches the overlay's link.
    await card.getByRole('switch', { name: /^Reservation ticket/ }).focus()
    await page.keyboard.press('Tab')
    await expect(overlay.getByRole('link', { name: 'Upgrade' })).toBeFocused()
    await axe()

    const refused = await api.patch(`event-tickets/${offerId}`, {
      data: { type: 'event-tickets', id: offerId, attributes: { price: 30 } },
    })
    const [error] = await errorsOf(refused, 403)
    expect(error).toMatchObject({
      code: 'plan_required',
      source: { pointer: '/data/attributes/price' },
    })
    const kept = await documentOf(await api.get(`event-tickets/${offerId}`))
    expect(kept.data.attributes.price).toBe(0)
  } finally {
    await api.logout()
  }
})
