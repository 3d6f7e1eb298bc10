import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryApi, objectIdOf } from '@venue/contracts/gallery';

import { callApi } from '@/lib/api-client';
import { staffQueryKey } from '@/lib/query-client';

/**
 * A view link is good for an hour: a fresh one every half hour, so a photo shown (or enlarged)
 * never points at a link that has run out.
 */
const freshForMs = 30 * 60 * 1000;

/**
 * Staff: where their browser may load a submission's photo. Until its score is approved only
 * staff may see a photo, and an <img> sends no staff token, so the gallery signs a short-lived
 * link to it for them (the object's `viewURL`).
 */
export const getScorePhotoQueryOptions = (photo: string) =>
  queryOptions({
    queryKey: [...staffQueryKey, 'score-photo', photo],
    queryFn: ({ signal }) =>
      callApi(galleryApi.routes.storedObject, { params: { id: objectIdOf(photo) }, signal }),
    select: (stored) => stored.viewURL,
    staleTime: freshForMs,
    refetchInterval: freshForMs,
  });

export const useScorePhoto = (photo: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...getScorePhotoQueryOptions(photo), enabled });
