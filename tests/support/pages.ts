import { expect, type Page } from '@playwright/test'

export type Credentials = { email: string; password: string }

/** Fills the sign-in form and sends it (the page must show it), as a person would. */
export async function submitSignIn(page: Page, { email, password }: Credentials) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in through the login page as a person would, and waits until the app has left it. */
export async function signIn(page: Page, credentials: Credentials) {
  await page.goto('/login')
  await submitSignIn(page, credentials)
  await page.waitForURL((url) => url.pathname !== '/login')
}

/** Picks the interface language in the top bar's selector (its label is "Language" in English). */
export async function chooseLanguage(
  page: Page,
  language: 'English' | 'Ελληνικά',
  label = 'Language',
) {
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: label })
    .selectOption({ label: language })
}

/** Opens the avatar menu of the top bar and returns the menu. */
export async function openUserMenu(page: Page, label = 'Account menu') {
  await page.getByRole('banner').getByRole('button', { name: label }).click()
  const menu = page.getByRole('menu', { name: label })
  await expect(menu).toBeVisible()
  return menu
}

/** Unique per call and per run (and across parallel workers), so journeys never meet each other's data. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 6)}`
}

export function uniqueEmail(journey: string): string {
  return `${journey}-${uniqueId()}@example.test`
}

/**
 * Reads a toast ('status' for news, 'alert' for errors) and closes it with its × button. Toasts
 * stay 5 s over the top right of the page, where the avatar menu and the page's own actions are.
 */
export async function closeToast(
  page: Page,
  text: string,
  { tone = 'status', dismiss = 'Dismiss' } = {},
) {
  const toast = page
    .getByRole(tone === 'alert' ? 'alert' : 'status')
    .locator('div')
    .filter({ hasText: text })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: dismiss }).click()
  await expect(toast).toBeHidden()
}
