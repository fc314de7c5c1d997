/**
 * A rule's finding about one field: the field (the fourth segment of the error pointer; nested
 * paths like `event_agenda/0/title` allowed), a stable reason code and the values of its message.
 */
export type Issue<Code extends string> = {
  field: string
  code: Code
  values?: Record<string, number | string>
}
