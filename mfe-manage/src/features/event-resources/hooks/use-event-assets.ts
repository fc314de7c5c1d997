import { useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { toast } from '@tessera/shared/ui/toast'
import { failureText } from '../../../lib/failure'
import { dropCachedAsset, useDeleteAsset } from '../api/event-resource-cache'

/** An additional image or document as the tab lists it (the event lists no size for images). */
export type ListedAsset = {
  id: string
  url: string
  name: string
  type: string | null
  size: number | null
}

/** The spec keeps a deleted element for 1 second after the API confirms (spec "events" §7). */
export const REMOVAL_DELAY_MS = 1000

/**
 * The event's assets of one kind, as the cached event lists them. A deleted one is marked `leaving`
 * (faded, announced), then leaves the cached event after 1 second.
 */
export function useEventAssets(eventId: string, loaded: ListedAsset[]) {
  const { i18n } = useLingui()
  const client = useQueryClient()
  const deletion = useDeleteAsset()
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set())
  const [announcement, setAnnouncement] = useState('')
  const items = useMemo(
    () => loaded.map((item) => ({ ...item, leaving: leaving.has(item.id) })),
    [loaded, leaving],
  )

  /** Deletes `item`, then announces `deleted` (one whole sentence, so Greek can agree with it). */
  const remove = async (item: ListedAsset, deleted: string) => {
    try {
      await deletion.mutateAsync(item.id)
      setLeaving((set) => new Set(set).add(item.id))
      setAnnouncement(deleted)
      setTimeout(() => void dropCachedAsset(client, eventId, item.id), REMOVAL_DELAY_MS)
      return true
    } catch (error) {
      toast(failureText(error, i18n), 'danger')
      return false
    }
  }

  return {
    items,
    deleting: deletion.isPending ? deletion.variables : null,
    announcement,
    remove,
  }
}
