import { useEffect, useState } from 'react'
import type { normalizePhone as SharedNormalizePhone } from '@tessera/shared/domain/booking/phone-number'

/**
 * Shared's phone rule (`normalizePhone`, the API's own) with libphonenumber's metadata loaded only
 * when a chosen ticket collects phone numbers, so a booking without them never fetches it. The
 * widget's build puts this module in the place of shared's `phone-number` module where the booking
 * rules import it (vite.config.ts, `lazyPhoneRule`); it delegates to that very module once loaded.
 */
let loaded: typeof SharedNormalizePhone | null = null
let loading: Promise<void> | null = null

/** Never asked before `loadPhoneRule` settles: Registration waits for it (`usePhoneRule`). */
export function normalizePhone(raw: string): string | null {
  return loaded ? loaded(raw) : null
}

function loadPhoneRule(): Promise<void> {
  loading ??= import('@tessera/shared/domain/booking/phone-number').then(
    (module) => {
      loaded = module.normalizePhone
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

export type PhoneRule = { ready: boolean; failed: boolean; retry: () => void }

/** Loads the phone rule as soon as it is `needed`; ready when loaded or not needed. */
export function usePhoneRule(needed: boolean): PhoneRule {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!needed) return
    let current = true
    loadPhoneRule().then(
      () => current && setStatus('ready'),
      () => current && setStatus('failed'),
    )
    return () => {
      current = false
    }
  }, [needed, attempt])
  return {
    ready: !needed || status === 'ready',
    failed: needed && status === 'failed',
    retry: () => {
      setStatus('loading')
      setAttempt(attempt + 1)
    },
  }
}
