import { expect, test } from '../support/fixtures'
import { chooseLanguage, closeToast, openUserMenu, uniqueEmail } from '../support/pages'

test('a creator registers, reads the frame in Greek, logs out, and a guarded page asks to sign in', async ({
  page,
  axe,
  mailbox,
  request,
  baseURL,
}) => {
  const name = 'Eleni Registers'
  const email = uniqueEmail('register')
  const password = 'amber-kite-harbour-4096'

  // Registration: the human check (ALTCHA proof of work, solved in Chromium) reveals the terms.
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await expect(page.getByText('Password strength: very strong')).toBeVisible()
  await page.getByRole('textbox', { name: 'Password confirmation' }).fill(password)
  const terms = page.getByRole('checkbox', { name: 'I agree with the terms and conditions' })
  await expect(terms).toBeHidden()
  // By keyboard: the widget's tick mark lies over the box, so a pointer lands on the widget itself.
  await page.getByRole('checkbox', { name: "I'm not a robot" }).press('Space')
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked()
  await axe()
  await terms.check()
  await page.getByRole('button', { name: 'Create account' }).click()

  await page.waitForURL('**/manage/dashboard')
  await closeToast(page, 'Successfully registered')
  const main = page.locator('#tessera-main')
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const welcome = await mailbox.waitFor(email, { subject: 'Welcome to Tessera' })
  expect(welcome.links).toContain(`${baseURL}/manage/dashboard`)

  // Greek: the frame and the dashboard follow the language selector.
  await chooseLanguage(page, 'Ελληνικά')
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  const nav = page.getByRole('navigation', { name: 'Κύρια πλοήγηση' })
  await expect(nav.getByRole('link', { name: 'Πίνακας ελέγχου' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(nav.getByRole('link', { name: 'Λίστα εκδηλώσεων' })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'Εκδηλώσεις' })).toBeVisible()
  await expect(main.getByRole('heading', { level: 1, name: 'Πίνακας ελέγχου' })).toBeVisible()
  const menu = await openUserMenu(page, 'Μενού λογαριασμού')
  // Every signed-in user has My tickets; a free plan has no Scan tickets.
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Πίνακας ελέγχου',
    'Το προφίλ μου',
    'Τα εισιτήριά μου',
    'Αποσύνδεση',
  ])
  await expect(page.getByText(email)).toBeVisible()
  await axe()

  // Logging out revokes the token and lands on the sign-in page, still in Greek.
  const { token } = await page.evaluate(() => JSON.parse(localStorage.getItem('tessera:session')!))
  await menu.getByRole('menuitem', { name: 'Αποσύνδεση' }).click()
  await page.waitForURL('**/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Σύνδεση' })).toBeVisible()
  const me = await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } })
  expect(me.status()).toBe(401)
  await axe()

  // A guarded page now sends the visitor to sign in first.
  await page.goto('/manage/events/list-items')
  await page.waitForURL('**/login?redirect=%2Fmanage%2Fevents%2Flist-items')
  await expect(page.getByRole('heading', { level: 1, name: 'Σύνδεση' })).toBeVisible()
})
