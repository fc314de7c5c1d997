import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import type { EventTicket } from '@tessera/shared/schemas/event-ticket'
import { toast } from '@tessera/shared/ui/toast'
import { useEventChanged } from '../../../lib/events-api'
import { failureText } from '../../../lib/failure'
import { removeEventTicket, updateEventTicket } from '../api/ticketing'
import {
  draftIssues,
  draftOf,
  issueTexts,
  serverTexts,
  settingsOf,
  type CardEvent,
  type CardField,
  type TicketDraft,
} from '../lib/ticket-draft'

const CARD_FIELDS: readonly CardField[] = [
  'price',
  'absorb_service_fee',
  'is_reservation',
  'max_quantity_per_person',
  'personalized_ticket',
  'phone_number_enabled',
  'total_quantity',
  'sale_range',
  'custom_description',
  'attendance_type',
]

/**
 * One ticket card's state: its draft, the errors beside its fields (the shared rules before saving,
 * the API's after), and its save (PATCH of the card's own fields) and remove actions.
 */
export function useTicketCard(
  initial: EventTicket,
  event: CardEvent & { id: string },
  onRemoved: (id: string) => void,
) {
  const { t, i18n } = useLingui()
  const onChanged = useEventChanged(event.id)
  const [saved, setSaved] = useState(initial)
  const [draft, setDraft] = useState<TicketDraft>(() => draftOf(initial))
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({})
  const [busy, setBusy] = useState<'saving' | 'removing' | null>(null)
  const [source, setSource] = useState(initial)

  // The event was reloaded with a newer copy of this ticket: take it, keeping unsaved edits.
  if (initial !== source) {
    setSource(initial)
    if (initial.updated_at !== source.updated_at) {
      const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(saved))
      setSaved(initial)
      if (!dirty) setDraft(draftOf(initial))
    }
  }

  const change = <K extends keyof TicketDraft>(field: K, value: TicketDraft[K]) => {
    setDraft((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({
      ...previous,
      [field]: undefined,
      ...(field.endsWith('_sale_at') ? { sale_range: undefined } : {}),
    }))
  }

  const save = async () => {
    const issues = draftIssues(draft, saved.sold_quantity, event)
    if (issues.length) {
      setErrors(issueTexts(issues, i18n))
      return
    }
    setBusy('saving')
    try {
      const next = await updateEventTicket(saved.id, settingsOf(draft, event))
      setSaved(next)
      setDraft(draftOf(next))
      setErrors({})
      toast(t`Ticket settings saved`)
      void onChanged()
    } catch (error) {
      const texts = error instanceof ApiError ? serverTexts(error.fieldErrors) : {}
      const shown = CARD_FIELDS.filter((field) => texts[field])
      if (shown.length) setErrors(texts)
      else toast(failureText(error, i18n), 'danger')
    } finally {
      setBusy(null)
    }
  }

  const remove = async () => {
    setBusy('removing')
    try {
      await removeEventTicket(saved.id)
      toast(t`Ticket removed from the event`)
      onRemoved(saved.id)
      void onChanged()
    } catch (error) {
      toast(
        failureText(error, i18n, {
          has_associated_items: t`Tickets of this kind were sold: it cannot be removed.`,
        }),
        'danger',
      )
      setBusy(null)
    }
  }

  const floorPlanUploaded = (url: string) => {
    setSaved({ ...saved, floor_plan_image: url })
    void onChanged()
  }

  return { saved, draft, errors, busy, change, save, remove, floorPlanUploaded }
}
