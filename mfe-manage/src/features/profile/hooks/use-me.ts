import { useAsync } from '@tessera/shared/ui/use-async'
import { getMe } from '../api/me'

export function useMe() {
  return useAsync((signal) => getMe(signal), [])
}
