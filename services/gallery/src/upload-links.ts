import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import { hrefOf } from '@venue/contracts/http';
import { galleryApi, type UploadPurpose } from '@venue/contracts/gallery';
import type { Store } from '@venue/store/store.port';

interface SigningKey {
  id: string;
  key: string;
}

type LinkCheck = 'valid' | 'forged' | 'expired';

export interface SignedUpload {
  expires: string;
  signature: string;
  purpose?: UploadPurpose | undefined;
  client?: string | undefined;
}

/** How long a view link staff are given for a photo only they may see stays usable. */
const viewTtlMs = 60 * 60 * 1000;

/**
 * Signed links: `/objects/uploads/{id}?expires={ms}&signature={hmac}`, to upload an object (PUT)
 * or to view one only staff may see (GET). The signature covers the method, the object id, the
 * expiry and what the upload is for and from whom, so none can be changed or carried to the
 * other method; single use of an upload link is the objects repository's part (the first upload
 * claims the id). The key is made once and kept in the gallery's store, so every gallery process
 * signs and checks with the same one.
 */
export async function uploadLinks(store: Store, ttlMs: number) {
  const keys = await store.collection<SigningKey>('signing_keys');
  const { doc } = await keys.upsert(
    { id: 'upload-links' },
    { $setOnInsert: { key: randomBytes(32).toString('base64url') } },
  );
  const key = Buffer.from(doc.key, 'base64url');
  const digest = (message: string) => createHmac('sha256', key).update(message).digest('base64url');
  // A purpose is signed with the link, so a gallery link cannot be made a proof's, or back.
  const uploadSignature = (
    id: string,
    { expires, purpose, client }: Omit<SignedUpload, 'signature'>,
  ) =>
    digest(
      [
        `PUT ${id} ${expires}`,
        ...(purpose ? [purpose] : []),
        ...(client ? [`client=${client}`] : []),
      ].join(' '),
    );
  const viewSignature = (id: string, expires: string) => digest(`GET ${id} ${expires}`);
  const matches = (given: string, expected: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  return {
    /** A fresh object id and the link that may store it once, until it expires. */
    issue(
      upload: { purpose?: UploadPurpose; client?: string } = {},
      now = Date.now(),
    ): { id: string; uploadURL: string } {
      const id = randomUUID();
      const signed = { expires: String(now + ttlMs), ...upload };
      return {
        id,
        uploadURL: hrefOf(
          galleryApi.routes.putObject,
          { id },
          { ...signed, signature: uploadSignature(id, signed) },
        ),
      };
    },

    check(id: string, link: SignedUpload, now = Date.now()): LinkCheck {
      if (!matches(link.signature, uploadSignature(id, link))) return 'forged';
      return Number(link.expires) < now ? 'expired' : 'valid';
    },

    /**
     * An address as the day's upload count knows it: its group (IPv4 one address, IPv6 its /56,
     * as the gateway's rate limits group them) under a keyed digest, so no address is stored.
     */
    clientOf(address: string): string {
      return digest(`client ${ipKeyGenerator(address, 56)}`).slice(0, 22);
    },

    /** A link staff's browser may load the object from for the next hour. */
    viewURL(id: string, now = Date.now()): string {
      const expires = String(now + viewTtlMs);
      return hrefOf(
        galleryApi.routes.object,
        { id },
        { expires, signature: viewSignature(id, expires) },
      );
    },

    /** Until when a view link is good (ms), or null when it is not one, or no longer. */
    viewUntil(
      id: string,
      link: { expires?: string | undefined; signature?: string | undefined },
      now = Date.now(),
    ) {
      if (!link.expires || !link.signature) return null;
      if (!matches(link.signature, viewSignature(id, link.expires))) return null;
      const until = Number(link.expires);
      return until > now ? until : null;
    },
  };
}

export type UploadLinks = Awaited<ReturnType<typeof uploadLinks>>;
