import { expect, type Page } from '@playwright/test'

/** Opens the scanner for an event the signed-in organizer owns, at a named gate. */
export async function openScanner(page: Page, eventName: string, gate: string) {
  await page.goto('/manage/event-scan')
  await expect(page.getByRole('heading', { level: 1, name: 'Scan tickets' })).toBeVisible()
  await page.getByLabel('Event').selectOption({ label: eventName })
  await page.getByLabel('Gate').fill(gate)
}

/** Types a ticket's link into the manual entry, as staff do when the camera cannot read it. */
export async function enterTicketLink(page: Page, url: string) {
  await page.getByLabel('Ticket link').fill(url)
  await page.getByRole('button', { name: 'Look up' }).click()
  const dialog = page.getByRole('dialog', { name: 'Scanned ticket' })
  await expect(dialog).toBeVisible()
  return dialog
}
