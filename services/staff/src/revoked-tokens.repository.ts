import type { Store } from '@venue/store/store.port';

/** A signed-out token, kept until it would have expired anyway. */
interface RevokedToken {
  /** The token's jti. */
  id: string;
  expiresAt: Date;
}

export async function revokedTokensRepository(store: Store) {
  const revoked = await store.collection<RevokedToken>('revoked_tokens');
  return {
    isRevoked: async (jti: string) => (await revoked.findById(jti)) !== null,
    async revoke(jti: string, expiresAt: Date) {
      await revoked.deleteMany({ expiresAt: { $lt: new Date() } });
      if (!(await revoked.findById(jti))) await revoked.insert({ id: jti, expiresAt });
    },
  };
}

export type RevokedTokensRepository = Awaited<ReturnType<typeof revokedTokensRepository>>;
