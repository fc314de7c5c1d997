import { useEffect, useLayoutEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'
import 'altcha'
import 'altcha/i18n/el'
import ShaWorker from 'altcha/workers/sha?worker'
import type { WidgetMethods } from 'altcha/types'
import type {} from 'altcha/types/react'
import { JSON_API_MEDIA_TYPE } from '@tessera/shared/jsonapi/document'
import { $locale } from '@tessera/shared/stores/locale'
import type { HumanCheckProps } from './human-check'

const CHALLENGE_URL = '/api/v1/human-check/challenge'

// The proof of work runs in a worker file served beside the shell, not the bundle's default worker
// made from a `blob:` URL, which the Content-Security-Policy refuses (`worker-src 'self'`). Its
// `<style>` takes the nonce of `<meta name="csp-nonce">` by itself.
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker())

/** The API answers a JSON:API document with the challenge in `meta`; the widget wants it bare. */
const fetchChallenge: typeof fetch = async (input, init) => {
  const response = await fetch(input, { ...init, headers: { Accept: JSON_API_MEDIA_TYPE } })
  if (!response.ok) return response
  const { meta } = (await response.json()) as { meta?: unknown }
  return new Response(JSON.stringify(meta ?? null), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}

type StateChange = CustomEvent<{ state: string; payload?: string }>

type Widget = HTMLElement & WidgetMethods

/**
 * The element's methods (`configure`) exist once its Svelte component is created, which happens a
 * microtask after the element is connected: React may run the effect before that.
 */
async function started(widget: Widget): Promise<Widget> {
  for (let attempt = 0; typeof widget.configure !== 'function'; attempt += 1) {
    if (attempt >= 50) throw new Error('altcha-widget did not start')
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return widget
}

/** The `<altcha-widget>` element, speaking the interface language. */
export default function AltchaWidget({ onVerified, onReset }: HumanCheckProps) {
  const locale = useStore($locale)
  const ref = useRef<Widget>(null)
  const callbacks = useRef({ onVerified, onReset })
  useLayoutEffect(() => {
    callbacks.current = { onVerified, onReset }
  })

  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    let mounted = true
    void started(widget).then((ready) => {
      if (mounted) void ready.configure({ fetch: fetchChallenge, hideFooter: true })
    })
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail
      if (state === 'verified' && payload) callbacks.current.onVerified(payload)
      else if (state === 'expired' || state === 'error') callbacks.current.onReset()
    }
    widget.addEventListener('statechange', onStateChange)
    return () => {
      mounted = false
      widget.removeEventListener('statechange', onStateChange)
    }
  }, [])

  return <altcha-widget ref={ref} challenge={CHALLENGE_URL} language={locale} name="human_check" />
}
