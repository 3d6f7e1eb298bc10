import sharp from 'sharp';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import { linkOf } from '@venue/contracts/paging';
import { expireScoreProofsQueue, uploadUrlSchema } from '@venue/contracts/gallery';
import {
  leaderboardChanged,
  settleScoreProofsQueue,
  leaderboardSchema,
  monthScoresSchema,
  scorePhotoUploadSchema,
  scoreSubmissionReceiptSchema,
  scoreSubmissionSchema,
  type LeaderboardChangedEvent,
} from '@venue/contracts/leaderboard';
import {
  startServicesUnderTest,
  type CallOptions,
  type ServicesUnderTest,
} from '@venue/test-helpers/service-harness';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { galleryService } from '@venue/gallery/gallery.service';
import { leaderboardService } from '../src/leaderboard.service';
import { scoreSubmissionsRepository } from '../src/score-submissions.repository';

let hosted: ServicesUnderTest;
let announced: LeaderboardChangedEvent[];

const modules = [catalogueService, galleryService, leaderboardService];
const env = { GALLERY_SEED_IMAGES: 'false' };
const start = async (dataDir?: string, extraEnv: Record<string, string> = {}) => {
  hosted = await startServicesUnderTest(modules, {
    env: { ...env, ...extraEnv },
    ...(dataDir && { dataDir }),
  });
  announced = [];
  hosted.jobs.subscribe(leaderboardChanged, 'submissions-test', async (payload) => {
    announced.push(payload);
  });
};
beforeEach(() => start());
afterEach(() => hosted.close());

const api = (path: string, options: CallOptions = {}) => hosted.call('leaderboard', path, options);
const staff = (method: string, path: string, json?: unknown) =>
  api(path, { method, as: 'staff', json });
const errorOf = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return errorBodySchema.parse(await response.json());
};

const photoPng = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: '#84cc16' } })
    .png()
    .toBuffer();
const putPhoto = (uploadURL: string, bytes: Buffer | string, type = 'image/png') =>
  fetch(`${hosted.services.gallery!.url}${uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': type },
    body: bytes,
  });

/** The player's first two steps: a link for the photo, and the photo sent to it. */
async function uploadedPhoto(): Promise<string> {
  const response = await api('/api/score-submissions/photo-upload', { method: 'POST' });
  expect(response.status).toBe(201);
  const { uploadURL, photo } = scorePhotoUploadSchema.parse(await response.json());
  expect(uploadURL.split('?')[0]).toBe(photo);
  expect((await putPhoto(uploadURL, await photoPng())).status).toBe(201);
  return photo;
}

const pastMonth = '2025-10';
const entry = (photo: string, extra: Record<string, unknown> = {}) => ({
  gameName: 'godzilla',
  playerName: 'Ann Lee',
  score: '1,482,330,120',
  date: `${pastMonth}-12`,
  photo,
  ...extra,
});
const submit = (json: unknown) => api('/api/score-submissions', { method: 'POST', json });
async function submitted(extra: Record<string, unknown> = {}) {
  const response = await submit(entry(await uploadedPhoto(), extra));
  expect(response.status, await response.clone().text()).toBe(201);
  return scoreSubmissionReceiptSchema.parse(await response.json());
}
const list = async (query = '') => {
  const response = await staff('GET', `/api/score-submissions${query}`);
  expect(response.status).toBe(200);
  return z.array(scoreSubmissionSchema).parse(await response.json());
};
const board = async () =>
  leaderboardSchema.parse(await (await api(`/api/leaderboard?month=${pastMonth}`)).json());

describe('a player submits a score', () => {
  it('when a score comes with its photo, then it waits for staff, off the board, with the photo to look at', async () => {
    const receipt = await submitted();
    expect(receipt.status).toBe('pending');
    const [waiting, ...others] = await list('?status=pending');
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({
      id: receipt.id,
      gameName: 'Godzilla',
      playerName: 'Ann Lee',
      score: 1_482_330_120,
      date: `${pastMonth}-12`,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      rejectionReason: null,
      scoreId: null,
    });
    // Staff look at it; nobody else may until it is approved.
    expect((await hosted.call('gallery', waiting!.photo, { as: 'staff' })).status).toBe(200);
    expect((await hosted.call('gallery', waiting!.photo)).status).toBe(404);
    expect((await board()).games).toEqual([]);
  });

  it.each([
    ['no photo', { photo: undefined }, 'photo'],
    ['a photo path that is no upload', { photo: '/etc/passwd' }, 'photo'],
    ['a game not in the catalogue', { gameName: 'Not A Machine' }, 'gameName'],
    ['a score that is not a number', { score: 'lots' }, 'score'],
    ['a date in the future', { date: '2999-01-01' }, 'date'],
    ['no player name', { playerName: '  ' }, 'playerName'],
  ])(
    'when the submission has %s, then it is a 400 on %s and nothing is stored',
    async (_label, change, field) => {
      const body = await errorOf(await submit(entry(await uploadedPhoto(), change)), 400);
      expect(body.errors).toHaveProperty(field);
      expect(await list()).toEqual([]);
    },
  );

  it('when the photo was never uploaded to its link, then it is a 400 asking for it', async () => {
    const link = await api('/api/score-submissions/photo-upload', { method: 'POST' });
    const { photo } = scorePhotoUploadSchema.parse(await link.json());
    const body = await errorOf(await submit(entry(photo)), 400);
    expect(body.errors?.photo).toEqual([
      'Upload the photo of the score first, then send the score',
    ]);
  });

  it('when the photo is not an image, then the gallery refuses it and the submission cannot name it', async () => {
    const link = await api('/api/score-submissions/photo-upload', { method: 'POST' });
    const { uploadURL, photo } = scorePhotoUploadSchema.parse(await link.json());
    expect((await putPhoto(uploadURL, '<script>alert(1)</script>', 'image/png')).status).toBe(415);
    await errorOf(await submit(entry(photo)), 400);
  });

  it('when the photo is a gallery upload, not a score photo, then it is a 400', async () => {
    const link = await hosted.call('gallery', '/api/objects/upload', {
      method: 'POST',
      as: 'staff',
    });
    const { uploadURL } = uploadUrlSchema.parse(await link.json());
    await putPhoto(uploadURL, await photoPng());
    const body = await errorOf(await submit(entry(uploadURL.split('?')[0]!)), 400);
    expect(body.errors?.photo).toEqual(['Upload the photo through the score photo link']);
  });

  it('when one photo is sent with two scores, then the second is a 409', async () => {
    const photo = await uploadedPhoto();
    expect((await submit(entry(photo))).status).toBe(201);
    const body = await errorOf(await submit(entry(photo, { score: 5 })), 409);
    expect(body.errors?.photo).toEqual(['This photo is already on a submission']);
    expect(await list()).toHaveLength(1);
  });
});

describe('staff decide', () => {
  it('when staff approve, then the score enters the board as if they had entered it, announced, and who and when stay on it', async () => {
    const { id } = await submitted();
    const before = Date.now();
    const response = await staff('POST', `/api/score-submissions/${id}/approve`);
    expect(response.status).toBe(200);
    const approved = scoreSubmissionSchema.parse(await response.json());
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'tester', scoreId: id });
    expect(approved.decidedAt!.getTime()).toBeGreaterThanOrEqual(before);

    expect((await board()).games).toEqual([
      {
        game_name: 'Godzilla',
        entries: [{ rank: 1, player_name: 'Ann Lee', score: 1_482_330_120 }],
      },
    ]);
    const scores = monthScoresSchema.parse(
      await (await staff('GET', `/api/leaderboard/scores?month=${pastMonth}`)).json(),
    );
    expect(scores.scores).toMatchObject([{ id, enteredBy: 'tester', date: `${pastMonth}-12` }]);
    await expect
      .poll(() => announced)
      .toEqual([{ change: 'score-added', month: pastMonth, scoreId: id, gameName: 'Godzilla' }]);
    expect(await list('?status=pending')).toEqual([]);
    expect(await list('?status=approved')).toEqual([approved]);
  });

  it('when a decided submission is approved or rejected again, then it is a 409 and the board has it once', async () => {
    const { id } = await submitted();
    await staff('POST', `/api/score-submissions/${id}/approve`);
    await errorOf(await staff('POST', `/api/score-submissions/${id}/approve`), 409);
    await errorOf(await staff('POST', `/api/score-submissions/${id}/reject`, { reason: 'x' }), 409);
    expect((await board()).games[0]?.entries).toHaveLength(1);
  });

  it('when staff reject with a reason, then it stays off the board with the reason, who and when', async () => {
    const { id } = await submitted();
    const response = await staff('POST', `/api/score-submissions/${id}/reject`, {
      reason: 'The photo shows another machine',
    });
    expect(response.status).toBe(200);
    expect(scoreSubmissionSchema.parse(await response.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photo shows another machine',
      decidedBy: 'tester',
      scoreId: null,
    });
    expect((await board()).games).toEqual([]);
    expect(await list('?status=rejected')).toHaveLength(1);
  });

  it('when a rejection has no reason, then it is a 400 and the submission stays pending', async () => {
    const { id } = await submitted();
    const body = await errorOf(
      await staff('POST', `/api/score-submissions/${id}/reject`, { reason: ' ' }),
      400,
    );
    expect(body.errors?.reason).toEqual(['Please give a reason']);
    expect((await list())[0]?.status).toBe('pending');
  });

  it('when the submission is unknown, then approve and reject are 404s', async () => {
    await errorOf(await staff('POST', '/api/score-submissions/no-such-id/approve'), 404);
    await errorOf(
      await staff('POST', '/api/score-submissions/no-such-id/reject', { reason: 'x' }),
      404,
    );
  });

  it('when the queue is asked for by an unknown status, then it is a 400', async () => {
    const body = await errorOf(await staff('GET', '/api/score-submissions?status=maybe'), 400);
    expect(body.errors).toHaveProperty('query.status');
  });

  it('when staff routes are called without the gateway identity, then each is a 401 and nothing changes', async () => {
    const { id } = await submitted();
    await errorOf(await api('/api/score-submissions'), 401);
    await errorOf(await api(`/api/score-submissions/${id}/approve`, { method: 'POST' }), 401);
    await errorOf(
      await api(`/api/score-submissions/${id}/reject`, { method: 'POST', json: { reason: 'x' } }),
      401,
    );
    expect((await list())[0]?.status).toBe('pending');
  });

  it('when an approval was cut short before its score was entered, then the next start enters it once', async () => {
    const { id } = await submitted();
    const repository = await scoreSubmissionsRepository(hosted.services.leaderboard!.store);
    await repository.decide(id, {
      status: 'approved',
      decidedBy: 'tester',
      decidedAt: new Date(),
      scoreId: id,
    });
    const dataDir = hosted.dataDir;
    await hosted.stop();
    await start(dataDir);
    expect((await board()).games[0]?.entries).toEqual([
      { rank: 1, player_name: 'Ann Lee', score: 1_482_330_120 },
    ]);
    await hosted.stop();
    await start(dataDir);
    expect((await board()).games[0]?.entries).toHaveLength(1);
  });
});

describe('staff undo an approval', () => {
  const undo = (id: string) => staff('POST', `/api/score-submissions/${id}/undo-approval`);
  const photoReaders = async (id: string) => {
    const photo = (await list()).find((entry) => entry.id === id)!.photo;
    return {
      anyone: (await hosted.call('gallery', photo)).status,
      staff: (await hosted.call('gallery', photo, { as: 'staff' })).status,
    };
  };

  it('when staff undo an approval, then the score leaves the board, announced, the submission waits again as before with its photo for staff only, and may be decided again', async () => {
    const { id } = await submitted();
    await staff('POST', `/api/score-submissions/${id}/approve`);
    expect((await board()).games).toHaveLength(1);
    expect(await photoReaders(id)).toEqual({ anyone: 200, staff: 200 });

    const response = await undo(id);
    expect(response.status).toBe(200);
    const reopened = scoreSubmissionSchema.parse(await response.json());
    expect(reopened).toMatchObject({
      id,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      scoreId: null,
      rejectionReason: null,
    });
    expect((await board()).games).toEqual([]);
    const scores = monthScoresSchema.parse(
      await (await staff('GET', `/api/leaderboard/scores?month=${pastMonth}`)).json(),
    );
    expect(scores.scores).toEqual([]);
    await expect
      .poll(() => announced)
      .toEqual([
        { change: 'score-added', month: pastMonth, gameName: 'Godzilla', scoreId: id },
        { change: 'score-deleted', month: pastMonth, gameName: 'Godzilla', scoreId: id },
      ]);
    expect(await list('?status=pending')).toEqual([reopened]);
    expect(await list('?status=approved')).toEqual([]);
    expect(await photoReaders(id)).toEqual({ anyone: 404, staff: 200 });

    expect((await staff('POST', `/api/score-submissions/${id}/approve`)).status).toBe(200);
    expect((await board()).games[0]?.entries).toEqual([
      { rank: 1, player_name: 'Ann Lee', score: 1_482_330_120 },
    ]);
  });

  it('when the undone approval is read after a restart, then it is still waiting and off the board', async () => {
    const { id } = await submitted();
    await staff('POST', `/api/score-submissions/${id}/approve`);
    expect((await undo(id)).status).toBe(200);
    const dataDir = hosted.dataDir;
    await hosted.stop();
    await start(dataDir);
    expect((await list())[0]).toMatchObject({ id, status: 'pending', scoreId: null });
    expect((await board()).games).toEqual([]);
  });

  it('when there is no approval to undo (waiting, rejected, undone already, unknown), then it is a 409 or 404 saying so and nothing changes', async () => {
    const waiting = await submitted();
    const waitingBody = await errorOf(await undo(waiting.id), 409);
    expect(waitingBody.message).toBe(
      'This score has not been decided: there is no approval to undo',
    );
    const rejected = await submitted({ score: 7 });
    await staff('POST', `/api/score-submissions/${rejected.id}/reject`, { reason: 'Blurry' });
    expect((await errorOf(await undo(rejected.id), 409)).message).toBe(
      'Only an approval can be undone: a rejected score stays rejected',
    );
    const approved = await submitted({ score: 9 });
    await staff('POST', `/api/score-submissions/${approved.id}/approve`);
    expect((await undo(approved.id)).status).toBe(200);
    await errorOf(await undo(approved.id), 409);
    await errorOf(await undo('no-such-id'), 404);
    const statuses = Object.fromEntries((await list()).map((entry) => [entry.id, entry.status]));
    expect(statuses).toEqual({
      [waiting.id]: 'pending',
      [rejected.id]: 'rejected',
      [approved.id]: 'pending',
    });
  });

  it('when the approval is older than the undo allows, then it is a 409 and the score stays on the board', async () => {
    const { id } = await submitted();
    await staff('POST', `/api/score-submissions/${id}/approve`);
    const repository = await scoreSubmissionsRepository(hosted.services.leaderboard!.store);
    // The approval as if made eleven minutes ago: reopened, then decided again at that time.
    await repository.reopenApproval(id, new Date(0));
    await repository.decide(id, {
      status: 'approved',
      decidedBy: 'tester',
      decidedAt: new Date(Date.now() - 11 * 60_000),
      scoreId: id,
    });
    await repository.markEntered(id);
    const body = await errorOf(await undo(id), 409);
    expect(body.message).toBe(
      'An approval can be undone for 10 minutes: delete the score from the board instead',
    );
    expect((await list())[0]?.status).toBe('approved');
    expect((await board()).games[0]?.entries).toHaveLength(1);
  });

  it('when the undo comes without the gateway identity, then it is a 401 and the score stays on the board', async () => {
    const { id } = await submitted();
    await staff('POST', `/api/score-submissions/${id}/approve`);
    await errorOf(await api(`/api/score-submissions/${id}/undo-approval`, { method: 'POST' }), 401);
    expect((await list())[0]?.status).toBe('approved');
    expect((await board()).games[0]?.entries).toHaveLength(1);
  });
});

describe("a submission's photo", () => {
  const photoOf = async (id: string) => (await list()).find((entry) => entry.id === id)!.photo;
  const readBy = async (photo: string, as?: 'staff') =>
    (await hosted.call('gallery', photo, { ...(as && { as }) })).status;

  it('when staff approve the score, then anyone may see its photo', async () => {
    const { id } = await submitted();
    const photo = await photoOf(id);
    expect(await readBy(photo)).toBe(404);
    expect((await staff('POST', `/api/score-submissions/${id}/approve`)).status).toBe(200);
    expect(await readBy(photo)).toBe(200);
  });

  it('when staff reject the score, then its photo is deleted, for staff too', async () => {
    const { id } = await submitted();
    const photo = await photoOf(id);
    const rejected = await staff('POST', `/api/score-submissions/${id}/reject`, {
      reason: 'Blurry',
    });
    expect(rejected.status).toBe(200);
    expect(await readBy(photo, 'staff')).toBe(404);
    expect(scoreSubmissionSchema.parse(await rejected.json()).photo).toBe(photo);
  });

  it('when a decision was saved but its photo not yet settled, then the next settling run settles it', async () => {
    const approved = await submitted();
    const rejected = await submitted({ score: 7 });
    const repository = await scoreSubmissionsRepository(hosted.services.leaderboard!.store);
    await repository.decide(approved.id, {
      status: 'approved',
      decidedBy: 'tester',
      decidedAt: new Date(),
      scoreId: approved.id,
    });
    await repository.markEntered(approved.id);
    await repository.decide(rejected.id, {
      status: 'rejected',
      decidedBy: 'tester',
      decidedAt: new Date(),
      rejectionReason: 'Blurry',
    });
    const [approvedPhoto, rejectedPhoto] = [await photoOf(approved.id), await photoOf(rejected.id)];
    expect(await readBy(approvedPhoto)).toBe(404);
    expect(await readBy(rejectedPhoto, 'staff')).toBe(200);

    await hosted.jobs.add(settleScoreProofsQueue, {});
    await expect.poll(() => readBy(approvedPhoto)).toBe(200);
    await expect.poll(() => readBy(rejectedPhoto, 'staff')).toBe(404);
  });

  it('when a photo is sent with its score, then it outlives the lifetime of a photo never sent; one never sent cannot be sent after it', async () => {
    await hosted.close();
    await start(undefined, { GALLERY_UNSUBMITTED_PROOF_TTL_SECONDS: '3' });
    const { id } = await submitted();
    const forgotten = await uploadedPhoto();
    const uploadedAt = Date.now();
    await expect.poll(() => Date.now() - uploadedAt > 3_500, { timeout: 10_000 }).toBe(true);
    await hosted.jobs.add(expireScoreProofsQueue, {});
    await expect.poll(() => readBy(forgotten, 'staff')).toBe(404);
    expect(await readBy(await photoOf(id), 'staff')).toBe(200);
    const body = await errorOf(await submit(entry(forgotten)), 400);
    expect(body.errors?.photo).toEqual([
      'Upload the photo of the score first, then send the score',
    ]);
  });

  it('when an address has sent its day of photo bytes, then its next photo link is a 429 saying so; another address gets one', async () => {
    await hosted.close();
    await start(undefined, { GALLERY_PROOF_DAILY_MB_PER_ADDRESS: '10' });
    const from = (address: string) => ({
      method: 'POST',
      headers: { 'x-forwarded-for': address },
    });
    const link = await api('/api/score-submissions/photo-upload', from('203.0.113.5'));
    const { uploadURL } = scorePhotoUploadSchema.parse(await link.json());
    const png = await photoPng();
    const full = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length, 0)]);
    expect((await putPhoto(uploadURL, full)).status).toBe(201);

    const refused = await errorOf(
      await api('/api/score-submissions/photo-upload', from('203.0.113.5')),
      429,
    );
    expect(refused.message).toBe(
      'This address has sent as many photos as it may today. Please try again tomorrow.',
    );
    expect((await api('/api/score-submissions/photo-upload', from('198.51.100.20'))).status).toBe(
      201,
    );
  });
});

describe('staff page through the submissions', () => {
  const page = async (path: string) => {
    const response = await staff('GET', path);
    expect(response.status, await response.clone().text()).toBe(200);
    return {
      ids: z
        .array(scoreSubmissionSchema)
        .parse(await response.json())
        .map((submission) => submission.id),
      total: response.headers.get('x-total-count'),
      next: linkOf(response.headers.get('link'), 'next'),
    };
  };

  it('when staff read the pending ones two at a time, then the pages hold each once, in the order of the whole list, with their count', async () => {
    const receipts = [];
    for (let n = 0; n < 5; n += 1) receipts.push(await submitted({ score: n + 1 }));
    for (const { id } of receipts.slice(0, 2)) {
      expect(
        (await staff('POST', `/api/score-submissions/${id}/reject`, { reason: 'Blurry' })).status,
      ).toBe(200);
    }
    expect((await page('/api/score-submissions')).total).toBe('5');
    const pending = await page('/api/score-submissions?status=pending&limit=200');
    expect(pending.next).toBeUndefined();
    expect([...pending.ids].sort()).toEqual(
      receipts
        .slice(2)
        .map(({ id }) => id)
        .sort(),
    );

    const seen: string[] = [];
    let path: string | undefined = '/api/score-submissions?status=pending&limit=2';
    while (path) {
      const current = await page(path);
      expect(current.ids.length).toBeLessThanOrEqual(2);
      expect(current.total).toBe('3');
      seen.push(...current.ids);
      path = current.next;
    }
    expect(seen).toEqual(pending.ids);
  });

  it('when no limit is given, then a page holds 50', async () => {
    const repository = await scoreSubmissionsRepository(hosted.services.leaderboard!.store);
    for (let n = 0; n < 51; n += 1) {
      await repository.insert({
        gameName: 'Godzilla',
        playerName: 'Ann Lee',
        score: n,
        date: `${pastMonth}-12`,
        photo: `/objects/uploads/proof-${n}`,
        photoObjectId: `proof-${n}`,
      });
    }
    const first = await page('/api/score-submissions');
    expect(first.ids).toHaveLength(50);
    expect((await page(first.next as string)).ids).toHaveLength(1);
  });

  it.each([
    ['limit=0', 'query.limit'],
    ['limit=201', 'query.limit'],
    ['before=yesterday', 'query.before'],
  ])('when the query is %s, then it is a 400 naming %s', async (query, field) => {
    const body = await errorOf(await staff('GET', `/api/score-submissions?${query}`), 400);
    expect(body.errors).toHaveProperty([field]);
  });
});
