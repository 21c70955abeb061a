import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteImage, imageUses, listImages, uploadImage } from '@cmt/contract/endpoints/files';
import type { ImageFolder } from '@cmt/contract/files';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { useImageUpload } from '../../../kit/use-image-upload';
import { callApi } from '../../../lib/api-client';

/** Uploads to `folder`; the list is read again once an upload lands. */
export function useFolderUpload(folder: ImageFolder, onUploaded: (folder: ImageFolder) => void) {
  const invalidate = useInvalidateEndpoints(listImages);
  return useImageUpload(uploadImage, {
    query: { folder },
    onChange: (uploaded) => {
      if (!uploaded) return;
      void invalidate();
      onUploaded(folder);
    },
  });
}

/** Where an image is used, asked when someone wants to delete it. */
export const useImageUses = (id: number | null) =>
  useQuery({
    queryKey: [imageUses.path, id],
    queryFn: ({ signal }) => callApi(imageUses, { params: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useDeleteImage() {
  const invalidate = useInvalidateEndpoints(listImages);
  return useMutation({
    mutationFn: (id: number) => callApi(deleteImage, { params: { id } }),
    // Also after a refusal (in use, or already deleted by someone else): the list shows what is there.
    onSettled: invalidate,
  });
}
