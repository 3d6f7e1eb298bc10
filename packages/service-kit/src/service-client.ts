/**
 * How one service asks another: through the owner's declared routes over HTTP, with a timeout,
 * the answer checked against the route's response schema. A service never reads another's
 * store. Calls to routes that are not public carry an identity the service signs for itself
 * (`service:<name>`, role staff), so the owner's usual access rules apply (and its internal
 * routes answer it). A call made while
 * working for a request carries its id (`X-Request-Id`).
 */
import { hrefOf, type QueryValues, type RouteDeclaration } from '@venue/contracts/http';
import type { z } from 'zod';
import { AppError } from './errors';
import { identityHeader, serviceIdentity, signIdentity } from './gateway-identity';
import { requestIdHeaders } from './request-context';

type Output<R extends RouteDeclaration> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : unknown;

export interface CallInput {
  params?: Record<string, string>;
  query?: QueryValues;
  body?: unknown;
  /** For a call that is slow by design (a password hash): how long it may take. */
  timeoutMs?: number;
}

export interface ServiceClient {
  call<R extends RouteDeclaration>(
    service: string,
    route: R,
    input?: CallInput,
  ): Promise<Output<R>>;
}

const defaultTimeoutMs = 3_000;

export function serviceClient(options: {
  /** The calling service, named in the identity it signs. */
  caller: string;
  /** Where a service listens, looked up at each call (services may start in any order). */
  urlOf: (service: string) => string | undefined;
  identityKey: string;
  timeoutMs?: number;
}): ServiceClient {
  return {
    async call<R extends RouteDeclaration>(service: string, route: R, input: CallInput = {}) {
      const base = options.urlOf(service);
      if (!base) throw new AppError(503, `The ${service} service is not known here`);
      const path = hrefOf(route, input.params, input.query);
      const body = input.body === undefined ? undefined : JSON.stringify(input.body);
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...requestIdHeaders(),
      };
      if (route.access !== 'public') {
        headers[identityHeader] = signIdentity(
          serviceIdentity(options.caller),
          { method: route.method, url: path, body: Buffer.from(body ?? '') },
          options.identityKey,
        );
      }
      if (body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method: route.method,
          headers,
          body,
          signal: AbortSignal.timeout(input.timeoutMs ?? options.timeoutMs ?? defaultTimeoutMs),
        });
      } catch {
        throw new AppError(503, `The ${service} service is unavailable right now`);
      }
      const text = await response.text();
      if (!response.ok) {
        throw new AppError(
          response.status >= 500 ? 502 : response.status,
          `The ${service} service answered ${response.status}`,
        );
      }
      const data: unknown = text ? JSON.parse(text) : null;
      return (route.response ? route.response.parse(data) : data) as Output<R>;
    },
  };
}
