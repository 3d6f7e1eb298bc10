/* global __ENV */
// k6 load test of the public games routes, for operators who have k6 (https://k6.io); the
// Node bench (bench.ts) is what runs in this repository.
//
//   k6 run load-tests/k6/games.js
//   BASE_URL=http://127.0.0.1:8080 VUS=50 DURATION=30s k6 run load-tests/k6/games.js
//
// Point it only at a deployment you are allowed to load. It fails (exit code 99) when a
// threshold below is crossed.
import http from 'k6/http';
import { check, fail } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');

export const options = {
  scenarios: {
    games: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 50),
      duration: __ENV.DURATION || '30s',
    },
  },
  thresholds: {
    // Fewer than 1% failed requests (network errors and non-2xx/3xx answers).
    http_req_failed: ['rate<0.01'],
    // Tail latency per route.
    'http_req_duration{route:games}': ['p(99)<200'],
    'http_req_duration{route:counts}': ['p(99)<200'],
    // Answers are JSON of the right shape.
    checks: ['rate>0.99'],
  },
};

const categories = ['pinball', 'rhythm', 'arcade', 'redemption', 'claw'];

export function setup() {
  const ready = http.get(`${BASE_URL}/readyz`);
  if (ready.status !== 200) fail(`${BASE_URL}/readyz answered ${ready.status}: not ready`);
}

const isJson = (res) => String(res.headers['Content-Type'] || '').startsWith('application/json');

/** The parsed body, or an empty object when it is not JSON (the check then fails). */
function bodyOf(res) {
  try {
    return res.json() || {};
  } catch {
    return {};
  }
}

export default function () {
  const games = http.get(`${BASE_URL}/api/games`, { tags: { route: 'games' } });
  check(games, {
    'games: 200': (res) => res.status === 200,
    'games: JSON': isJson,
    'games: every category is a list': (res) => {
      const body = bodyOf(res);
      return categories.every((category) => Array.isArray(body[category]));
    },
  });

  const counts = http.get(`${BASE_URL}/api/games/counts`, { tags: { route: 'counts' } });
  check(counts, {
    'counts: 200': (res) => res.status === 200,
    'counts: JSON': isJson,
    'counts: every category is a number': (res) => {
      const body = bodyOf(res);
      return categories.every((category) => Number.isInteger(body[category]));
    },
  });
}
