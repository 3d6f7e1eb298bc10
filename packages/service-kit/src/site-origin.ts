import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/**
 * The address a request was made to, read the one way by the gateway (its pages' links, and the
 * X-Forwarded-Proto and X-Forwarded-Host it sets on what it sends on) and by the services (links
 * and QR codes): a trusted proxy's X-Forwarded-Proto and X-Forwarded-Host, first values only,
 * else plain HTTP and the Host header. A value that is not http or https, or not a host name
 * or address, counts as not said. `PUBLIC_BASE_URL`, when set, is named instead of all this.
 */

/** A host name, an IPv4 or a bracketed IPv6 address, with an optional port. */
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();

const siteProtocol = (value: string | undefined) =>
  value === 'http' || value === 'https' ? value : undefined;

const siteHost = (value: string | undefined) =>
  value !== undefined && hostPattern.test(value) ? value : undefined;

/** Express's compiled `trust proxy` setting: whether the peer at `hop` may speak for the client. */
export type TrustProxy = (address: string, hop: number) => boolean;

export interface RequestAddress {
  protocol: 'http' | 'https';
  /** With its port, if any; undefined when neither the proxy nor Host names a host. */
  host: string | undefined;
}

/** The protocol and host a request was made to, under the given `trust proxy` rules. */
export function requestAddress(req: IncomingMessage, trust: TrustProxy): RequestAddress {
  const fromProxy = trust(req.socket.remoteAddress ?? '', 0);
  const said = (name: string) => (fromProxy ? firstValue(req.headers[name]) : undefined);
  return {
    protocol: siteProtocol(said('x-forwarded-proto')) ?? 'http',
    host: siteHost(said('x-forwarded-host')) ?? siteHost(req.headers.host?.toLowerCase()),
  };
}

/** `protocol://host`, or null when the request named no host. */
export const originOf = ({ protocol, host }: RequestAddress) =>
  host === undefined ? null : `${protocol}://${host}`;

export interface SiteOrigin {
  origin: string;
  /** Whether it is `PUBLIC_BASE_URL`, or else the address the request was made to. */
  configured: boolean;
}

/**
 * Where a service's links and codes point: `PUBLIC_BASE_URL`, else the address the request was
 * made to as the gateway forwarded it (read under the service's own `trust proxy`). Null when
 * that names no host. A cacheable public read has no request to ask (the one-process gateway
 * answers it by a call, public-reads.ts), so it names no origin: its links stay relative.
 */
export function siteOriginOf(req: Request, publicBaseUrl: string | undefined): SiteOrigin | null {
  if (publicBaseUrl) return { origin: publicBaseUrl, configured: true };
  const origin = originOf(requestAddress(req, req.app.get('trust proxy fn') as TrustProxy));
  return origin === null ? null : { origin, configured: false };
}
