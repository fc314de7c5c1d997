import type { I18n, MessageDescriptor } from '@lingui/core'

/** Translates a lazily defined message (`msg`) with extra values. */
export function translate(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  const id = descriptor.id ?? ''
  return i18n._(id, { ...descriptor.values, ...values }, { message: descriptor.message })
}
