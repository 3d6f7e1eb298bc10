import { proofQuotaMessage, type ProofStageName } from '@venue/contracts/gallery';
import { AppError, conflict, notFound, unprocessable } from '@venue/service-kit/errors';
import type { Logger } from '@venue/service-kit/logger';
import { objectPathOf } from './gallery.read-model';
import type { GalleryRepository, ObjectRecord } from './gallery.repository';
import type { ObjectStore } from './object-store.port';
import type { ProofQuota } from './proof-quota';
import type { UploadLinks } from './upload-links';

export const dayIsSpent = () => new AppError(429, proofQuotaMessage);

/** Who may read an object: anyone, staff (or their view link), or nobody any more. */
export type Readers = 'anyone' | 'staff' | 'nobody';

/**
 * Players' photos of their scores, which are no public image hosting: a photo is seen by staff
 * only until its score is approved; one never sent with a score expires after its lifetime
 * (counted from its upload, as stored, so a restart changes nothing); a rejected one is deleted
 * (the leaderboard asks); and each address may send so many bytes a day (proof-quota.ts).
 */
export function scoreProofsDomain(deps: {
  repository: GalleryRepository;
  objects: ObjectStore;
  links: UploadLinks;
  quota: ProofQuota;
  /** How long a photo never sent with its score is kept. */
  lifetimeMs: number;
  logger: Logger;
}) {
  const { repository, objects, links, quota, lifetimeMs, logger } = deps;
  const noPhoto = () => notFound('No photo of a score with that id');
  const expiredBefore = (now: number) => new Date(now - lifetimeMs);

  return {
    /** A link for a player's photo from this address; 429 once the address's day is spent. */
    async issueUploadUrl(address: string) {
      const client = links.clientOf(address);
      if (!(await quota.allows(client))) throw dayIsSpent();
      const { id, uploadURL } = links.issue({ purpose: 'score-proof', client });
      return { uploadURL, objectPath: objectPathOf(id) };
    },

    readers(record: ObjectRecord, now = Date.now()): Readers {
      if (record.purpose !== 'score-proof' || record.proof === 'approved') return 'anyone';
      if (record.proof === 'unsubmitted' && record.createdAt <= expiredBefore(now)) return 'nobody';
      return 'staff';
    },

    /**
     * Sent with its score (it no longer expires), approved, or reopened (its approval taken
     * back). Sending does not bring an approved photo back: only reopening does.
     */
    async setStage(id: string, stage: ProofStageName): Promise<void> {
      const record = await repository.objects.find(id);
      if (record?.state !== 'stored') throw noPhoto();
      if (record.purpose !== 'score-proof') {
        throw unprocessable('That upload is not a photo of a score');
      }
      const updated =
        stage === 'approved'
          ? await repository.proofs.approve(id)
          : stage === 'reopened'
            ? await repository.proofs.reopen(id)
            : record.proof === 'unsubmitted'
              ? await repository.proofs.submit(id, expiredBefore(Date.now()))
              : record;
      if (!updated) throw noPhoto();
    },

    /** Deletes a photo of a score, its record first: what has no record is never served. */
    async remove(id: string): Promise<void> {
      const record = await repository.objects.find(id);
      if (!record) throw noPhoto();
      if (record.purpose !== 'score-proof') {
        throw conflict('That upload is a gallery image: it is deleted with its record');
      }
      if (!(await repository.proofs.delete(id))) throw noPhoto();
      await objects.delete(id);
    },

    /**
     * The scheduled sweep: deletes the photos never sent that outlived their lifetime. A photo
     * sent meanwhile keeps its record (the delete asks for it unsubmitted), and so its bytes.
     */
    async expireUnsubmitted(now = Date.now()): Promise<number> {
      const before = expiredBefore(now);
      let expired = 0;
      for (const id of await repository.proofs.unsubmittedBefore(before)) {
        if (!(await repository.proofs.deleteUnsubmitted(id, before))) continue;
        await objects.delete(id);
        expired += 1;
      }
      if (expired > 0) logger.info({ expired }, 'gallery: deleted photos never sent with a score');
      return expired;
    },
  };
}

export type ScoreProofsDomain = ReturnType<typeof scoreProofsDomain>;
