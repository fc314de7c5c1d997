import { useMutation } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import { guestsPath } from './get-guests'

/** Hands a file to the browser's downloads under `filename`. */
function saveFile(file: Blob, filename: string) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/**
 * The guest list as CSV (`GET /events/{id}/attendees.csv` with the list's filters), in the
 * interface language, saved as `guests-{id}.csv`.
 */
export async function downloadGuests(eventId: string, filterString: string) {
  const file = await api.download(`${guestsPath(eventId)}.csv?${filterString}`)
  saveFile(file, `guests-${eventId}.csv`)
}

export const useDownloadGuests = () =>
  useMutation({
    mutationFn: ({ eventId, filters }: { eventId: string; filters: string }) =>
      downloadGuests(eventId, filters),
  })
