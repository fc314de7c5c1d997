import { useEffect, useLayoutEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'
import 'altcha'
import 'altcha/i18n/el'
import type { WidgetMethods } from 'altcha/types'
import type {} from 'altcha/types/react'
import { JSON_API_MEDIA_TYPE } from '@tessera/shared/jsonapi/document'
import { $locale } from '@tessera/shared/stores/locale'
import type { HumanCheckProps } from './human-check'

const CHALLENGE_URL = '/api/v1/human-check/challenge'

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

/** The `<altcha-widget>` element, speaking the interface language. */
export default function AltchaWidget({ onVerified, onReset }: HumanCheckProps) {
  const locale = useStore($locale)
  const ref = useRef<HTMLElement & WidgetMethods>(null)
  const callbacks = useRef({ onVerified, onReset })
  useLayoutEffect(() => {
    callbacks.current = { onVerified, onReset }
  })

  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    void widget.configure({ fetch: fetchChallenge, hideFooter: true })
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail
      if (state === 'verified' && payload) callbacks.current.onVerified(payload)
      else if (state === 'expired' || state === 'error') callbacks.current.onReset()
    }
    widget.addEventListener('statechange', onStateChange)
    return () => widget.removeEventListener('statechange', onStateChange)
  }, [])

  return <altcha-widget ref={ref} challenge={CHALLENGE_URL} language={locale} name="human_check" />
}
