import { proofQuotaMessage } from '@venue/contracts/gallery';
import { leaderboardApi, type ScoreSubmissionInput } from '@venue/contracts/leaderboard';

import { ApiError, callApi } from '@/lib/api-client';
import { errorBodyOf } from '@/lib/api-errors';

import { withinPixelLimit } from '../photo-pixels';

/**
 * The gallery refused the photo itself (not an image, too large, the link expired), or the
 * connection's address has sent its day of photos.
 */
export class PhotoRefusedError extends ApiError {}

/** The address has sent as many photos as it may today: no waiting a few minutes helps. */
export const isDaySpent = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 429 &&
  errorBodyOf(error)?.message === proofQuotaMessage;

/** A link for the photo; a spent day is the photo's refusal, said under the photo. */
async function photoLink() {
  try {
    return await callApi(leaderboardApi.routes.scorePhotoUpload);
  } catch (error) {
    if (!isDaySpent(error)) throw error;
    throw new PhotoRefusedError(429, 'Too Many Requests', (error as ApiError).bodyText);
  }
}

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
  const fitted = await withinPixelLimit(photo);
  const link = await photoLink();
  await putPhoto(link.uploadURL, fitted);
  return callApi(leaderboardApi.routes.submitScore, { body: { ...entry, photo: link.photo } });
}
