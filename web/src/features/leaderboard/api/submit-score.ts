import { leaderboardApi, type ScoreSubmissionInput } from '@venue/contracts/leaderboard';

import { ApiError, callApi } from '@/lib/api-client';
import { apiMutation } from '@/lib/use-api-mutation';

/** The gallery refused the photo itself (not an image, too large, the link expired). */
export class PhotoRefusedError extends ApiError {}

/** PUTs the photo to the signed, single-use link the leaderboard asked the gallery for. */
async function putPhoto(uploadURL: string, photo: File) {
  const response = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'Content-Type': photo.type || 'application/octet-stream' },
    body: photo,
    credentials: 'include',
  });
  if (!response.ok) {
    throw new PhotoRefusedError(response.status, response.statusText, await response.text());
  }
}

export type ScoreEntry = Omit<ScoreSubmissionInput, 'photo'>;

/**
 * A player's score with a photo of the machine's display, in the API's two steps: a link for
 * the photo, the photo sent to it, then the score naming the photo's path. It waits for staff
 * to approve it before it is on the board.
 */
export async function submitScore({ entry, photo }: { entry: ScoreEntry; photo: File }) {
  const link = await callApi(leaderboardApi.routes.scorePhotoUpload);
  await putPhoto(link.uploadURL, photo);
  return callApi(leaderboardApi.routes.submitScore, { body: { ...entry, photo: link.photo } });
}

export const submitScoreMutation = apiMutation({ mutationFn: submitScore });
