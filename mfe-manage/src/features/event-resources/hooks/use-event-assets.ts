import { useEffect, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Asset } from '@tessera/shared/schemas/asset'
import { toast } from '@tessera/shared/ui/toast'
import { failureText } from '../../../lib/failure'
import { deleteAsset } from '../api/resources'

/** An additional image or document as the tab lists it (`size` is known for files uploaded here). */
export type ListedAsset = {
  id: string
  url: string
  name: string
  type: string | null
  size: number | null
}

/** An uploaded asset as the tab lists it. */
export const listedAsset = (asset: Asset): ListedAsset => ({
  id: asset.id,
  url: asset.url,
  name: asset.original_name,
  type: asset.mime_type,
  size: asset.size,
})

/** The spec keeps a deleted element for 1 second after the API confirms (spec "events" §7). */
export const REMOVAL_DELAY_MS = 1000

/**
 * The event's assets of one kind: those it was loaded with plus those uploaded since, less those
 * deleted. A deleted one is marked `leaving` (faded, announced) and disappears after 1 second.
 */
export function useEventAssets(loaded: ListedAsset[]) {
  const { t, i18n } = useLingui()
  const [added, setAdded] = useState<ListedAsset[]>([])
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set())
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const [deleting, setDeleting] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  const items = useMemo(() => {
    const known = new Set(loaded.map((item) => item.id))
    const sizes = new Map(added.map((item) => [item.id, item.size]))
    const all = [
      ...loaded.map((item) => ({ ...item, size: item.size ?? sizes.get(item.id) ?? null })),
      ...added.filter((item) => !known.has(item.id)),
    ]
    return all
      .filter((item) => !removed.has(item.id))
      .map((item) => ({ ...item, leaving: leaving.has(item.id) }))
  }, [loaded, added, leaving, removed])

  const remove = async (item: ListedAsset) => {
    setDeleting(item.id)
    try {
      await deleteAsset(item.id)
      setLeaving((set) => new Set(set).add(item.id))
      const name = item.name
      setAnnouncement(t`${name} deleted.`)
      timers.current.push(
        setTimeout(() => setRemoved((set) => new Set(set).add(item.id)), REMOVAL_DELAY_MS),
      )
      return true
    } catch (error) {
      toast(failureText(error, i18n), 'danger')
      return false
    } finally {
      setDeleting(null)
    }
  }

  return {
    items,
    deleting,
    announcement,
    remove,
    add: (item: ListedAsset) => setAdded((list) => [...list, item]),
  }
}
