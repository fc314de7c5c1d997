import type { Browser, BrowserContext } from '@playwright/test'
import { guardLoopback } from './loopback-guard'
import { signIn, type Credentials } from './pages'

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

const SESSION_KEY = 'tessera:session'

/**
 * What a browser keeps after signing in through the login page (the token and profile in local
 * storage), once per worker and account, so journeys that only need someone signed in start
 * there. A kept state whose token no longer works (a journey logged that account out, or changed
 * its password) is replaced by a fresh sign-in, so journeys stay independent of their order.
 */
export function signedInStates(browser: Browser, baseURL: string) {
  const states = new Map<string, StorageState>()

  async function signInOnce(credentials: Credentials): Promise<StorageState> {
    const context = await browser.newContext({ baseURL })
    try {
      const refused = await guardLoopback(context)
      const page = await context.newPage()
      await signIn(page, credentials)
      if (refused.length > 0) throw new Error(`requests left loopback: ${refused.join(', ')}`)
      return await context.storageState()
    } finally {
      await context.close()
    }
  }

  async function stillSignedIn(state: StorageState): Promise<boolean> {
    const stored = state.origins
      .flatMap((origin) => origin.localStorage)
      .find((item) => item.name === SESSION_KEY)
    const token = stored
      ? (JSON.parse(stored.value) as { token?: string } | null)?.token
      : undefined
    if (!token) return false
    const me = await fetch(`${baseURL}/api/v1/me`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    return me.ok
  }

  return async (credentials: Credentials): Promise<StorageState> => {
    const kept = states.get(credentials.email)
    if (kept && (await stillSignedIn(kept))) return kept
    const state = await signInOnce(credentials)
    states.set(credentials.email, state)
    return state
  }
}
