import { useLingui } from '@lingui/react/macro'
import { LinkButton } from '@tessera/shared/ui/button'
import { MenuButton, type MenuItem } from '@tessera/shared/ui/menu-button'

type RecordActionsProps = {
  /** The record's name, read by screen readers after "Edit", "More actions for" and "Delete". */
  name: string
  /** Where the Edit button leads. */
  editTo: string
  onDelete: () => void
  /** More actions, listed in the menu before Delete (Preview, Duplicate). */
  items?: MenuItem[]
}

/**
 * The actions at the end of a list row: Edit, the one primary action, then a "More" menu button
 * (WAI-ARIA menu button) holding any other actions and, last, Delete as a destructive item.
 */
export function RecordActions({ name, editTo, onDelete, items = [] }: RecordActionsProps) {
  const { t } = useLingui()
  const remove: MenuItem = {
    key: 'delete',
    label: t({ message: 'Delete', comment: 'menu' }),
    ariaLabel: t`Delete ${name}`,
    tone: 'danger',
    onSelect: onDelete,
  }
  return (
    <>
      <LinkButton size="sm" to={editTo} aria-label={t`Edit ${name}`}>
        {t({ message: 'Edit', comment: 'button' })}
      </LinkButton>
      <MenuButton
        label={t`More actions for ${name}`}
        items={[...items, remove]}
        buttonClassName="ts-btn ts-btn--secondary ts-btn--sm"
      >
        {t({ message: 'More', comment: 'button' })}
        <span className="ts-menu__chevron" aria-hidden="true" />
      </MenuButton>
    </>
  )
}
