import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import { codesOfSheet, decodeQr as decode } from '@venue/test-helpers/qr-codes';
import { startMachines, type Machines } from './machines-harness';

let machines: Machines | undefined;
afterEach(() => machines?.close());

const ready = async (env: NodeJS.ProcessEnv = {}) => {
  machines = await startMachines({ env });
  const games = await machines.games();
  await expect.poll(async () => (await machines!.statuses()).length).toBe(games.length);
  return machines;
};

describe("a machine's QR code", () => {
  it('when staff ask for a code, then it is an SVG that decodes to the machine page at the address they came to', async () => {
    const { call, hosted } = await ready();
    const response = await call('machines', '/api/machines/medieval-madness/qr.svg', {
      as: 'staff',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await decode(await response.text())).toBe(
      `${hosted.services.machines!.url}/games/medieval-madness`,
    );
  });

  it('when the request came through a proxy with its address, then the code holds that address', async () => {
    const { call } = await ready();
    const response = await call('machines', '/api/machines/medieval-madness/qr.svg', {
      as: 'staff',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'arcade.example' },
    });
    expect(await decode(await response.text())).toBe(
      'https://arcade.example/games/medieval-madness',
    );
  });

  it('when a caller names a protocol other than http or https, then the code holds http', async () => {
    const { call, hosted } = await ready();
    const response = await call('machines', '/api/machines/medieval-madness/qr.svg', {
      as: 'staff',
      headers: { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.com/phish' },
    });
    expect(await decode(await response.text())).toBe(
      `${hosted.services.machines!.url}/games/medieval-madness`,
    );
  });

  it('when PUBLIC_BASE_URL is set, then every code holds it, whatever address the request names', async () => {
    const { call } = await ready({ PUBLIC_BASE_URL: 'https://forks.example/' });
    const response = await call('machines', '/api/machines/attack-from-mars/qr.svg', {
      as: 'staff',
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'elsewhere.example' },
    });
    expect(await decode(await response.text())).toBe(
      'https://forks.example/games/attack-from-mars',
    );
  });

  it('when PUBLIC_BASE_URL names a path, then the service does not start and says why, as the gateway does', async () => {
    await expect(
      startMachines({ env: { PUBLIC_BASE_URL: 'https://forks.example/arcade' } }),
    ).rejects.toThrow(/PUBLIC_BASE_URL: must be an origin only/);
  });

  it('when the machine is unknown, then it is a 404; without the gateway identity, a 401', async () => {
    const { call } = await ready();
    expect(
      (await call('machines', '/api/machines/no-such-game/qr.svg', { as: 'staff' })).status,
    ).toBe(404);
    const anonymous = await call('machines', '/api/machines/medieval-madness/qr.svg');
    expect(anonymous.status).toBe(401);
    expect(errorBodySchema.parse(await anonymous.json()).message).toEqual(expect.any(String));
  });
});

describe('the QR sheet', () => {
  it('when staff ask for an A4 sheet, then it holds one label a machine, twelve a page, each code reading back to its page', async () => {
    const { call, statuses } = await ready({ PUBLIC_BASE_URL: 'https://forks.example' });
    const response = await call('machines', '/api/machines/qr-sheet?paper=a4', { as: 'staff' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const sheet = await response.text();
    const machinesNow = await statuses();
    const codes = codesOfSheet(sheet);
    expect(codes).toHaveLength(machinesNow.length);
    expect(sheet.match(/<svg class="page"[^>]*width="210mm" height="297mm"/g)).toHaveLength(
      Math.ceil(machinesNow.length / 12),
    );
    expect(sheet).toContain('size: A4');
    expect(sheet).not.toContain('class="address-note"');
    const first = machinesNow
      .filter((machine) => machine.category === 'pinball')
      .sort((a, b) => a.gameName.localeCompare(b.gameName))[0]!;
    expect(sheet).toContain(`https://forks.example/games/${first.slug}`);
    expect(await decode(codes[0]!)).toBe(`https://forks.example/games/${first.slug}`);
    for (const machine of machinesNow) expect(sheet).toContain(machine.category);
  });

  it('when PUBLIC_BASE_URL is unset, then the sheet says on screen which address its codes hold', async () => {
    const { call, hosted } = await ready();
    const sheet = await (await call('machines', '/api/machines/qr-sheet', { as: 'staff' })).text();
    expect(sheet).toContain(
      `<p class="address-note" role="note">These codes use the address this page was opened with (${hosted.services.machines!.url}). Set PUBLIC_BASE_URL so they always point at the public site.</p>`,
    );
    expect(sheet).toContain('@media print { .address-note { display: none } }');
  });

  it('when a game name holds markup, then the sheet shows it as text', async () => {
    const { staff, call } = await ready();
    await staff('catalogue', 'POST', '/api/games', {
      category: 'arcade',
      name: 'Tom & Jerry <Deluxe>',
      manufacturer: 'Namco',
      year: 1999,
    });
    await expect.poll(() => machines!.statusOf('tom-jerry-deluxe')).not.toBeNull();
    const sheet = await (await call('machines', '/api/machines/qr-sheet', { as: 'staff' })).text();
    expect(sheet).toContain('Tom &amp; Jerry &lt;Deluxe&gt;');
  });

  it('when letter paper is asked for, then the pages are letter size; an unknown paper is a 400', async () => {
    const { call } = await ready();
    const letter = await (
      await call('machines', '/api/machines/qr-sheet?paper=letter', { as: 'staff' })
    ).text();
    expect(letter).toMatch(/width="215.9mm" height="279.4mm"/);
    const bad = await call('machines', '/api/machines/qr-sheet?paper=a3', { as: 'staff' });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).errors).toHaveProperty('query.paper');
  });
});
