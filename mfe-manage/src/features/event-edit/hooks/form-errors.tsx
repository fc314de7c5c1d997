import { createContext, useContext, type ReactNode } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import type { EventValues } from '../form/event-values'

/** A server error beside a field, with the field's value when it was given (it goes once changed). */
export type ServerError = { message: string; snapshot: string }

type FormErrors = {
  /** Client issues: field → text. */
  issues: Map<string, string>
  server: Record<string, ServerError>
  /** Fields whose issue is shown before they are touched (the warning's links). */
  revealed: ReadonlySet<string>
}

const Context = createContext<FormErrors>({ issues: new Map(), server: {}, revealed: new Set() })

export function FormErrorsProvider({
  value,
  children,
}: {
  value: FormErrors
  children: ReactNode
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The form library's path of an issue field (`venues/0/lat` → `venues.0.lat`). */
export function formPath(field: string): string {
  if (field === 'venues') return 'venues.0.address'
  return field.replaceAll('/', '.')
}

export const snapshotOf = (value: unknown) => JSON.stringify(value ?? null)

/**
 * The error to show beside a field: the server's, until the field changes; else the form's own
 * issue once the field was touched or changed, or after the warning pointed at it. `fields`: the
 * issue fields shown at this input (the first venue's address also shows `venues`).
 */
export function useFieldError(...fields: string[]): string | undefined {
  const { issues, server, revealed } = useContext(Context)
  const { control, getFieldState } = useFormContext<EventValues>()
  const path = formPath(fields[0]!) as keyof EventValues
  const value: unknown = useWatch({ control, name: path })
  const state = useFormState({ control, name: path })
  const snapshot = snapshotOf(value)
  const fromServer = fields
    .map((field) => server[field])
    .find((error) => error?.snapshot === snapshot)
  if (fromServer) return fromServer.message
  const { isDirty, isTouched } = getFieldState(path, state)
  const shown = isDirty || isTouched || fields.some((field) => revealed.has(field))
  return shown ? fields.map((field) => issues.get(field)).find(Boolean) : undefined
}
