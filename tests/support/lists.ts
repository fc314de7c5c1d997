import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Types `text` into a list screen's search box and waits until the list's API (`apiPath`, e.g.
 * `/api/v1/events`) has answered that search and the table is no longer refreshing. Until then
 * the previous page may still show (dimmed, `aria-busy`), so rows and colours are not final.
 */
export async function searchList(page: Page, text: string, apiPath: string) {
  const searched = page.waitForResponse((answer) => {
    const url = new URL(answer.url())
    return url.pathname === apiPath && url.searchParams.get('filter[name]') === text
  })
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(text)
  expect((await searched).ok()).toBe(true)
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true')
}

/**
 * Opens a list row's "More" menu (the button `${more} ${record}`) within `scope` and returns the
 * menu item named `item`, e.g. `rowAction(row, name, \`Delete ${name}\`)`.
 */
export async function rowAction(
  scope: Locator,
  record: string,
  item: string,
  more = 'More actions for',
) {
  await scope.getByRole('button', { name: `${more} ${record}` }).click()
  return scope.getByRole('menuitem', { name: item })
}
