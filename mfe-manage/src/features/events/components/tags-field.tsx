import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Tag } from '@tessera/shared/schemas/tag'
import { Button } from '@tessera/shared/ui/button'
import { Checkbox } from '@tessera/shared/ui/field'

type TagsFieldProps = {
  tags: Tag[]
  value: string[]
  onChange: (ids: string[]) => void
  /** Marks the field as touched (after each change: an unchecked last tag must say why). */
  onBlur?: () => void
  /** Opens the add-tag modal. */
  onAddTag: () => void
  error?: string
}

/** The tags of an event: the organizer's own tags, at least one on create (spec "events" §5). */
export function TagsField({ tags, value, onChange, onBlur, onAddTag, error }: TagsFieldProps) {
  const { t } = useLingui()
  const errorId = useId()
  const toggle = (id: string, checked: boolean) => {
    onChange(checked ? [...value, id] : value.filter((tagId) => tagId !== id))
    onBlur?.()
  }
  return (
    <fieldset
      className={`ts-fieldset${error ? ' ts-field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="ts-field__label">
        {t`Tags`}
        <span className="ts-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {tags.length === 0 ? (
        <p className="ts-field__hint">{t`You have no tags yet. Add one to file this event under it.`}</p>
      ) : null}
      <div className="ts-tag-choices">
        {tags.map((tag) => (
          <Checkbox
            key={tag.id}
            label={
              <>
                <span
                  className="ts-tag-swatch"
                  style={{ background: tag.color }}
                  aria-hidden="true"
                />
                {tag.name}
              </>
            }
            checked={value.includes(tag.id)}
            onChange={(change) => toggle(tag.id, change.target.checked)}
          />
        ))}
      </div>
      <Button size="sm" variant="secondary" onClick={onAddTag}>
        {t`Add tag`}
      </Button>
      {error ? (
        <p id={errorId} className="ts-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
