import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext } from '@playwright/test'
import { reportedViolations, watchCsp } from './csp-watch'
import { guardLoopback } from './loopback-guard'
import type { ReceivedMail } from './mail-sink'
import { signedInStates, type StorageState } from './signed-in-state'

export { signIn, type Credentials } from './pages'

function required(name: string): string {
  const value = process.env[name]
  if (!value)
    throw new Error(
      `${name} is not set: run the suite with tests/playwright.config.ts (its global setup sets it)`,
    )
  return value
}

/** Reads what the SMTP sink received. Only messages that arrived after the test began count. */
export class Mailbox {
  constructor(
    private readonly url: string,
    private readonly since: number,
  ) {}

  async messages(): Promise<ReceivedMail[]> {
    const all = (await (await fetch(`${this.url}/messages`)).json()) as ReceivedMail[]
    return all.filter((mail) => mail.receivedAt >= this.since)
  }

  /** The first message to `address` (optionally whose subject matches), polling until `timeout` ms pass. */
  async waitFor(
    address: string,
    { subject, timeout = 15_000 }: { subject?: string | RegExp; timeout?: number } = {},
  ) {
    const to = address.toLowerCase()
    const matches = (mail: ReceivedMail) =>
      mail.to.includes(to) &&
      (subject === undefined ||
        (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)))
    const deadline = Date.now() + timeout
    for (;;) {
      const found = (await this.messages()).find(matches)
      if (found) return found
      if (Date.now() > deadline)
        throw new Error(
          `no message to ${address}${subject ? ` with subject ${subject}` : ''} within ${timeout} ms`,
        )
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** Fails the test on serious or critical accessibility violations of the page as it is now. */
export type AxeCheck = (options?: {
  include?: string
  exclude?: string[]
  /** Another page than the test's (a popup). */
  on?: Page
}) => Promise<void>

type TestFixtures = {
  mailbox: Mailbox
  axe: AxeCheck
  /** A demo role whose signed-in browser state the test starts with (`test.use`); none by default. */
  signedInAs: string | null
}
type WorkerFixtures = { signedInState: (role: string) => Promise<StorageState> }

/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its destructuring */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // The API listens on a port chosen by the global setup, which runs after this config is read.
  baseURL: async ({}, use) => use(required('TESSERA_BASE_URL')),
  // Only loopback, and no Content-Security-Policy violation: either fails the test.
  context: async ({ context }, use) => {
    const check = await guardContext(context)
    await use(context)
    await check()
  },
  signedInAs: [null, { option: true }],
  signedInState: [
    async ({ browser }, use) => {
      const stateOf = signedInStates(browser, required('TESSERA_BASE_URL'))
      await use((role) => stateOf(demoAccount(role)))
    },
    { scope: 'worker' },
  ],
  storageState: async ({ storageState, signedInAs, signedInState }, use) =>
    use(signedInAs ? await signedInState(signedInAs) : storageState),
  mailbox: async ({}, use) => use(new Mailbox(required('TESSERA_MAIL_URL'), Date.now())),
  axe: async ({ page }, use) => {
    await use(async ({ include, exclude = [], on = page } = {}) => {
      let builder = new AxeBuilder({ page: on }).withTags([
        'wcag2a',
        'wcag2aa',
        'wcag21a',
        'wcag21aa',
      ])
      if (include) builder = builder.include(include)
      for (const selector of exclude) builder = builder.exclude(selector)
      // The settled page: a list being refreshed is dimmed on purpose, and is audited once it is not.
      await expect(on.locator('[aria-busy="true"]')).toHaveCount(0)
      const { violations } = await builder.analyze()
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      const report = serious.map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      )
      expect(report, 'serious or critical accessibility violations').toEqual([])
    })
  },
})
/* eslint-enable no-empty-pattern */

export { expect }

/**
 * Guards a browser context (the test's own, or one more it opens): requests to hosts other than
 * loopback are refused, and Content-Security-Policy violations are recorded, as the browser shows
 * them and as the API's report endpoint receives them. The returned check fails on any. The
 * endpoint's reports are those that arrived during the test: with two workers, one that another
 * test caused at the same moment fails this one too (it is a violation all the same).
 */
export async function guardContext(context: BrowserContext): Promise<() => Promise<void>> {
  const since = Date.now()
  const refused = await guardLoopback(context)
  const violations = await watchCsp(context)
  return async () => {
    expect(refused, 'requests to hosts other than loopback').toEqual([])
    expect(violations, 'Content-Security-Policy violations in the browser').toEqual([])
    const reported = await reportedViolations(required('TESSERA_CSP_REPORTS_URL'), since)
    expect(reported, 'Content-Security-Policy violations the API was sent').toEqual([])
  }
}

export type DemoAccount = { name: string; email: string; password: string; role: string }

/** A demo account the seeders create (api/database/demo_accounts.json), by role name. */
export function demoAccount(role: string): DemoAccount {
  const file = new URL('../../api/database/demo_accounts.json', import.meta.url)
  const account = (JSON.parse(readFileSync(file, 'utf8')) as DemoAccount[]).find(
    (a) => a.role === role,
  )
  if (!account) throw new Error(`no demo account with role ${role}`)
  return account
}
