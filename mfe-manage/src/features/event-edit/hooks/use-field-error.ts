import { get, useFormContext, useFormState, type FieldErrors } from 'react-hook-form'
import { compareFields } from '../form/field-targets'
import type { EventValues } from '../form/event-values'

/** Where an issue of a whole list shows: its first entry's first field. */
const LIST_FIRST_FIELD: Record<string, string> = {
  venues: 'venues.0.address',
  event_agenda: 'event_agenda.0.title',
  event_faqs: 'event_faqs.0.name',
  event_host: 'event_host.0.content',
}

/** The form's path of an issue field (API name or pointer: `venues/0/lat` → `venues.0.lat`). */
export function formPath(field: string): string {
  return LIST_FIRST_FIELD[field] ?? field.replaceAll('/', '.')
}

/** An error of the event form: the issue's field (API name, kept as the error's type) and text. */
export type ListedIssue = { field: string; message: string }

/** Every error of the form, in the order the form shows its fields (the warning's list). */
export function listedIssues(errors: FieldErrors<EventValues>): ListedIssue[] {
  const found: ListedIssue[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { type, message } = node as { type?: unknown; message?: unknown }
    if (typeof type === 'string' && typeof message === 'string') {
      found.push({ field: type, message })
      return
    }
    Object.entries(node).forEach(([key, child]) => key !== 'ref' && walk(child))
  }
  walk(errors)
  return found.sort((a, b) => compareFields(a.field, b.field))
}

/** The form's error for a field (the resolver's or the server's); `fields`: issue fields shown here. */
export function useFieldError(...fields: string[]): string | undefined {
  const { control } = useFormContext<EventValues>()
  const paths = fields.map(formPath) as (keyof EventValues)[]
  const { errors } = useFormState({ control, name: paths })
  return paths
    .map((path) => (get(errors, path) as { message?: string } | undefined)?.message)
    .find(Boolean)
}
