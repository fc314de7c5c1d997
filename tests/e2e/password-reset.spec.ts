import { expect, test } from '../support/fixtures'
import { createUser } from '../support/accounts'
import { closeToast, openUserMenu, submitSignIn, uniqueEmail } from '../support/pages'

test('a forgotten password is reset through the e-mailed link; only the new one signs in', async ({
  page,
  axe,
  mailbox,
  request,
  baseURL,
}) => {
  const user = {
    name: 'Petros Forgets',
    email: uniqueEmail('reset'),
    password: 'Old_pass.1',
    role: 'organizer',
  }
  const newPassword = 'quiet-meadow-lantern-58'
  await createUser(request, user)

  // Ask for the link from the sign-in page.
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await page.waitForURL('**/password/email')
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email)
  await axe()
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  await expect(
    page.getByText(`If an account exists for ${user.email}, we have sent it a link`),
  ).toBeVisible()

  // The e-mail, as the SMTP server on loopback received it.
  const mail = await mailbox.waitFor(user.email, { subject: 'Reset your Tessera password' })
  expect(mail.text).toContain(`Hello ${user.name},`)
  const link = mail.links.find((url) => url.startsWith(`${baseURL}/password/reset?`))
  expect(link, mail.links.join('\n')).toBeDefined()
  const params = new URL(link!).searchParams
  expect(params.get('email')).toBe(user.email)
  expect(params.get('token')).toMatch(/^[\w-]{43}$/)
  expect(mail.text).toContain(`Choose a new password: ${link}`)

  // The link: a new password, then signed in on the dashboard.
  await page.goto(link!)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expect(page.getByText(`Choose a new password for ${user.email}.`)).toBeVisible()
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Password confirmation' }).fill(newPassword)
  await axe()
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await page.waitForURL('**/manage/dashboard')
  await closeToast(page, 'Your password has been changed.')
  await expect(
    page.locator('#tessera-main').getByRole('heading', { level: 1, name: 'Dashboard' }),
  ).toBeVisible()
  const menu = await openUserMenu(page)
  await expect(page.getByRole('banner').getByText(user.email)).toBeVisible()
  await menu.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL('**/login')

  // The link is used up.
  await page.goto(link!)
  await page.getByRole('textbox', { name: 'New password' }).fill('another-password-99')
  await page.getByRole('textbox', { name: 'Password confirmation' }).fill('another-password-99')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible()

  // The old password no longer signs in; the new one does.
  await page.goto('/login')
  await submitSignIn(page, { email: user.email, password: user.password })
  await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized Access' })).toHaveText(
    'Unauthorized Access - The user credentials were incorrect, please try a different combination or reset your password',
  )
  await expect(page).toHaveURL(/\/login$/)
  await axe()
  await submitSignIn(page, { email: user.email, password: newPassword })
  await page.waitForURL('**/manage/dashboard')
  await expect(
    page.locator('#tessera-main').getByRole('heading', { level: 1, name: 'Dashboard' }),
  ).toBeVisible()
})
