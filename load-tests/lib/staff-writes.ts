// Staff writes for the bench: filling the catalogue (--games) and timing game creation.
import { gameCategories } from '@venue/contracts/catalogue';

interface Credentials {
  username: string;
  password: string;
}

/** A staff token for the bench's admin. */
export async function signIn(baseUrl: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`bench: sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Imports `total` made-up games, spread over the categories; resolves with the seconds it took. */
export async function seedGames(baseUrl: string, credentials: Credentials, total: number) {
  const token = await signIn(baseUrl, credentials);
  const started = Date.now();
  for (const [index, category] of gameCategories.entries()) {
    const count =
      Math.floor(total / gameCategories.length) + (index < total % gameCategories.length ? 1 : 0);
    const lines = Array.from(
      { length: count },
      (_, n) =>
        `Bench ${category} machine ${n + 1}|Bench Games Inc|${1980 + (n % 40)}|Game ${n + 1} of ${count}`,
    );
    const response = await fetch(`${baseUrl}/api/games/import?category=${category}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8', authorization: `Bearer ${token}` },
      body: `${lines.join('\n')}\n`,
    });
    if (!response.ok) {
      throw new Error(
        `bench: importing ${category} answered ${response.status}: ${await response.text()}`,
      );
    }
  }
  return (Date.now() - started) / 1000;
}

/** Creates `count` games one after another; their latencies' median and 90th percentile, in ms. */
export async function writeLatencies(
  baseUrl: string,
  credentials: Credentials,
  count: number,
  label: string,
) {
  const token = await signIn(baseUrl, credentials);
  const latencies: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        category: 'arcade',
        name: `Bench write ${label} ${n}`,
        manufacturer: 'Bench Games Inc',
        year: 2000,
      }),
    });
    if (response.status !== 201) throw new Error(`bench: a write answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    Math.round(latencies[Math.floor(fraction * (latencies.length - 1))]!);
  return { median: at(0.5), p90: at(0.9) };
}
