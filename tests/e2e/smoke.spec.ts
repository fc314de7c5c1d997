import { demoAccount, expect, test } from '../support/fixtures'

const REMOTES = ['manage', 'publicEvent', 'scanner']

// A remote entry evaluates on a page whose shell has started the federation host (the runtime the
// remotes share), which it does when a remote's route is first entered: the dashboard's.
test.use({ signedInAs: 'organizer' })

test('the API is healthy and serves the shell, the manifest and every remote entry', async ({
  request,
  page,
}) => {
  const health = await request.get('/api/v1/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ jsonapi: { version: '1.1' }, meta: { status: 'ok' } })

  const manifest = await request.get('/mfe-manifest.json')
  expect(manifest.status()).toBe(200)
  const entries = (await manifest.json()) as Record<string, string>
  expect(Object.keys(entries).sort()).toEqual([...REMOTES].sort())

  for (const name of REMOTES) {
    const entry = await request.get(entries[name]!)
    expect(entry.status(), `${name}: ${entries[name]}`).toBe(200)
    expect(entry.headers()['content-type']).toMatch(/javascript/)
  }

  // Chromium loads each remote entry as an ES module: it parses and exposes Module Federation's API.
  await page.goto('/manage/dashboard')
  await expect(page).toHaveTitle(/Tessera/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const name of REMOTES) {
    const exports = await page.evaluate(
      async (url) => Object.keys(await import(url)).sort(),
      entries[name]!,
    )
    expect(exports, name).toEqual(expect.arrayContaining(['get', 'init']))
  }
})

test('mail leaves through SMTP: a password reset link reaches the mailbox', async ({
  request,
  mailbox,
  baseURL,
}) => {
  const { email } = demoAccount('member')
  const response = await request.post('/api/v1/password-forgot', { data: { email } })
  expect(response.status()).toBe(204)

  const mail = await mailbox.waitFor(email)
  expect(mail.subject).not.toBe('')
  expect(
    mail.links.some((link) => link.startsWith(`${baseURL}/password/reset`)),
    mail.links.join('\n'),
  ).toBe(true)
})
