import { expect, type Locator, type Page } from '@playwright/test'
import { documentOf } from './api-client'

/** What a ticket card shows as each party's amount ("Buyer pays" → "€33.07"). */
export async function feeAmounts(card: Locator): Promise<Record<string, string>> {
  const terms = await card.getByRole('term').allInnerTexts()
  const values = await card.getByRole('definition').allInnerTexts()
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']))
}

/** Creates a ticket type inline, offers it on the event and answers its card. */
export async function offerNewTicketType(page: Page, typeName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New ticket type' }).click()
  const form = page.getByRole('form', { name: 'New ticket type' })
  await form.getByRole('textbox', { name: /^Name/ }).fill(typeName)
  await form.getByRole('textbox', { name: /^Description/ }).fill(`${typeName} entry`)
  const created = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/api/v1/tickets'),
  )
  await form.getByRole('button', { name: 'Add ticket type' }).click()
  const typeId = (await documentOf(await created, 201)).data.id
  await expect(page.getByRole('combobox', { name: 'Ticket type' })).toHaveValue(typeId)
  await page.getByRole('button', { name: 'Add to event' }).click()
  const card = page.getByRole('article', { name: typeName })
  await expect(card).toBeVisible()
  return card
}

/** Sends a card's Save ticket and waits for the API to accept it. */
export async function saveTicket(page: Page, card: Locator) {
  const saved = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'PATCH' && answer.url().includes('/api/v1/event-tickets/'),
  )
  await card.getByRole('button', { name: 'Save ticket' }).click()
  expect((await saved).status()).toBe(200)
}
