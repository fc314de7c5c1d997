import { useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import type { EventTicket } from '@tessera/shared/schemas/event-ticket'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { useRemoveEventTicket, useSaveEventTicket } from '../api/event-ticket-cache'
import { SERVER_FIELDS, ticketForm, valuesOf, type CardEvent } from '../lib/ticket-values'

/**
 * One ticket card's form over the shared ticket rules, its save (PATCH of the card's own fields, the
 * API's field errors beside them) and its removal. A newer copy of the ticket (the cached event
 * changed) is taken into the fields the user has not edited.
 */
export function useTicketCard(ticket: EventTicket, event: CardEvent & { id: string }) {
  const { t, i18n } = useLingui()
  const form = useForm({
    resolver: schemaResolver(ticketForm(event, ticket.sold_quantity), i18n),
    values: valuesOf(ticket),
    resetOptions: { keepDirtyValues: true },
  })
  const saving = useSaveEventTicket(event.id, ticket.id)
  const removing = useRemoveEventTicket(event.id, ticket.id)

  const save = form.handleSubmit(async (settings) => {
    try {
      form.reset(valuesOf(await saving.mutateAsync(settings)))
      toast(t`Ticket settings saved`)
    } catch (error) {
      reportFailure(error, { i18n, setError: form.setError, fields: SERVER_FIELDS })
    }
  })

  const remove = async () => {
    try {
      await removing.mutateAsync()
      toast(t`Ticket removed from the event`)
    } catch (error) {
      const messages = {
        has_associated_items: t`Tickets of this kind were sold: it cannot be removed.`,
      }
      reportFailure(error, { i18n, messages })
    }
  }

  return { form, save, remove, saving: saving.isPending, removing: removing.isPending }
}
