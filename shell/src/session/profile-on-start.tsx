import { QueryRoot } from './query-root'
import { useProfileOnStart } from './use-profile-on-start'

function ReadProfile() {
  useProfileOnStart()
  return null
}

/** Reads a stored session's profile again, in the page's query cache (loaded when signed in). */
export default function ProfileOnStart() {
  return (
    <QueryRoot>
      <ReadProfile />
    </QueryRoot>
  )
}
