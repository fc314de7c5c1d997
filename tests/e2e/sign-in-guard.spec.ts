import { demoAccount, expect, signIn, test } from '../support/fixtures'

test('a visitor who opens / is sent to sign in, then lands on the dashboard', async ({
  page,
  axe,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanage%2Fdashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await axe()

  await signIn(page, demoAccount('organizer'))
  await expect(page).toHaveURL(/\/manage\/dashboard$/)
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
})

test('a public page needs no sign-in: the public event app shows its not-found page', async ({
  page,
  axe,
}) => {
  const remoteEntry = page.waitForResponse((response) =>
    response.url().endsWith('/mfe/public-event/remoteEntry.js'),
  )
  await page.goto('/speakers/no-such-speaker')
  expect((await remoteEntry).ok()).toBe(true)
  const main = page.locator('#tessera-main')
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveURL(/\/speakers\/no-such-speaker$/)
  await axe()
})
