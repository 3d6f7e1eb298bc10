// Visitors in a process of their own (started by lib/visitors.ts): autocannon on the URL it is
// given (VISITORS_OPTIONS, JSON), until told to stop over IPC or its duration is over; then it
// sends what it measured and exits.
import autocannon from 'autocannon';
import type { VisitorsResult } from './visitors';

const options = JSON.parse(process.env.VISITORS_OPTIONS ?? '{}') as autocannon.Options;
const visitors = autocannon(options);
process.on('message', (message) => {
  if (message === 'stop') visitors.stop();
});
const result = await visitors;
const summary: VisitorsResult = {
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
};
process.send?.(summary, () => process.exit(0));
