import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { hrefOf } from '@venue/contracts/http';
import { galleryApi, type UploadPurpose } from '@venue/contracts/gallery';
import type { Store } from '@venue/store/store.port';

interface SigningKey {
  id: string;
  key: string;
}

export type LinkCheck = 'valid' | 'forged' | 'expired';

/**
 * Signed upload links: `/objects/uploads/{id}?expires={ms}&signature={hmac}`. The signature
 * covers the object id and the expiry, so neither can be changed; single use is the objects
 * repository's part (the first upload claims the id). The key is made once and kept in the
 * gallery's store, so every gallery process signs and checks with the same one.
 */
export async function uploadLinks(store: Store, ttlMs: number) {
  const keys = await store.collection<SigningKey>('signing_keys');
  const { doc } = await keys.upsert(
    { id: 'upload-links' },
    { $setOnInsert: { key: randomBytes(32).toString('base64url') } },
  );
  const key = Buffer.from(doc.key, 'base64url');
  // A purpose is signed with the link, so a gallery link cannot be made a proof's, or back.
  const sign = (id: string, expires: string, purpose?: UploadPurpose) =>
    createHmac('sha256', key)
      .update(purpose ? `PUT ${id} ${expires} ${purpose}` : `PUT ${id} ${expires}`)
      .digest('base64url');

  return {
    /** A fresh object id and the link that may store it once, until it expires. */
    issue(purpose?: UploadPurpose, now = Date.now()): { id: string; uploadURL: string } {
      const id = randomUUID();
      const expires = String(now + ttlMs);
      return {
        id,
        uploadURL: hrefOf(
          galleryApi.routes.putObject,
          { id },
          { expires, ...(purpose && { purpose }), signature: sign(id, expires, purpose) },
        ),
      };
    },

    check(
      id: string,
      link: { expires: string; signature: string; purpose?: UploadPurpose | undefined },
      now = Date.now(),
    ): LinkCheck {
      const { expires, signature } = link;
      const expected = Buffer.from(sign(id, expires, link.purpose));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return Number(expires) < now ? 'expired' : 'valid';
    },
  };
}

export type UploadLinks = Awaited<ReturnType<typeof uploadLinks>>;
