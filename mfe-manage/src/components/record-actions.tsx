import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, LinkButton } from '@tessera/shared/ui/button'

type RecordActionsProps = {
  /** The record's name, read by screen readers after "Edit" and "Delete". */
  name: string
  /** Where the Edit button leads. */
  editTo: string
  onDelete: () => void
  /** More buttons between Edit and Delete (Preview, Duplicate). */
  children?: ReactNode
}

/** The buttons at the end of a list row: Edit, any extras, then Delete (danger, last). */
export function RecordActions({ name, editTo, onDelete, children }: RecordActionsProps) {
  const { t } = useLingui()
  return (
    <>
      <LinkButton size="sm" to={editTo} aria-label={t`Edit ${name}`}>
        {t`Edit`}
      </LinkButton>
      {children}
      <Button size="sm" variant="danger" aria-label={t`Delete ${name}`} onClick={onDelete}>
        {t`Delete`}
      </Button>
    </>
  )
}
