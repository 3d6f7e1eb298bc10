import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signStaffToken, verifyStaffToken } from './tokens';

const secret = 'test-secret-that-is-long-enough-for-hs256-signing';

describe('staff tokens', () => {
  it('when a token is signed, then it verifies to its claims with an id and an expiry', () => {
    const token = signStaffToken(
      { sub: 'id-crew', username: 'crew', role: 'staff', sessionVersion: 3 },
      secret,
    );
    expect(verifyStaffToken(token, secret)).toEqual({
      sub: 'id-crew',
      username: 'crew',
      role: 'staff',
      sessionVersion: 3,
      jti: expect.any(String),
      exp: expect.any(Number),
    });
    expect(verifyStaffToken(token, 'another-secret-that-is-just-as-long-as-it')).toBeNull();
  });

  it('when a token signed before session versions carries none, then it counts as version 0', () => {
    const legacy = jwt.sign({ username: 'crew', role: 'staff' }, secret, {
      algorithm: 'HS256',
      subject: 'id-crew',
      jwtid: 'legacy-token',
      expiresIn: '1h',
    });
    expect(verifyStaffToken(legacy, secret)).toMatchObject({ sub: 'id-crew', sessionVersion: 0 });
  });

  it('when a token carries a session version that is not a whole number, then it does not verify', () => {
    for (const sessionVersion of ['1', -1, 1.5]) {
      const token = jwt.sign({ username: 'crew', role: 'staff', sessionVersion }, secret, {
        algorithm: 'HS256',
        subject: 'id-crew',
        jwtid: 'odd-token',
        expiresIn: '1h',
      });
      expect(verifyStaffToken(token, secret)).toBeNull();
    }
  });
});
