import { useMutation, useQueryClient } from '@tanstack/react-query'
import { keepProfile, meQueryOptions } from '@tessera/shared/api/me'
import type { UploadProgress } from '@tessera/shared/api/upload'
import type { User } from '@tessera/shared/schemas/user'
import { uploadStoredFile } from '../../../lib/stored-file'

/** `POST /uploads/users/{id}/profile`: the profile picture (jpg or png up to 5 MB). */
export const uploadProfileImage = (
  userId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) => uploadStoredFile(`uploads/users/${encodeURIComponent(userId)}/profile`, file, onProgress)

type PictureUpload = { file: File; onProgress: (progress: UploadProgress) => void }

/** The picture's address the API answered becomes the cached `/me`'s and the session's (no GET). */
export function useUploadProfileImage(user: User) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ file, onProgress }: PictureUpload) =>
      uploadProfileImage(user.id, file, onProgress),
    onSuccess: ({ url }) => {
      const cached = client.getQueryData(meQueryOptions().queryKey) ?? user
      keepProfile(client, { ...cached, profile_image: url })
    },
  })
}
