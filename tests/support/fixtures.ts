import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
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
  // Only loopback: a request to any other host is refused and fails the test.
  context: async ({ context }, use) => {
    const refused = await guardLoopback(context)
    await use(context)
    expect(refused, 'requests to hosts other than loopback').toEqual([])
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
