import type { Request } from 'express';
import type { machinesApi } from '@venue/contracts/machines';
import type { Handlers } from '@venue/service-kit/api-router';
import { badRequest, notFound } from '@venue/service-kit/errors';
import { siteOriginOf } from '@venue/service-kit/site-origin';
import type { MachinesDomain } from './machines.domain';
import { machinePageUrl, qrSheet, qrSvg } from './machines.qr';
import type { MachinesReadModel } from './machines.read-model';

const noMachine = (): never => {
  throw notFound('No machine has that address');
};

const noHost = (): never => {
  throw badRequest('The request names no host for the codes to open');
};

/** The machines' declared routes (packages/contracts/src/machines.ts), each onto the domain. */
export function machinesRoutes(
  domain: MachinesDomain,
  readModel: MachinesReadModel,
  publicBaseUrl: string | undefined,
): Handlers<typeof machinesApi> {
  /** Where players reach the site: the configured address, or the one this request came to. */
  const siteOf = (req: Request) => siteOriginOf(req, publicBaseUrl) ?? noHost();
  return {
    statuses: () => readModel.list(),
    status: ({ params }) => readModel.bySlug(params.slug) ?? noMachine(),
    floor: () => readModel.floor(),
    setOutOfOrder: ({ params, body, identity }) =>
      domain.setOutOfOrder(params.slug, body, identity.username),
    qrSheet: ({ query }, req, res) => {
      const page = qrSheet(readModel.all(), query.paper, siteOf(req));
      // The sheet styles its pages for print; it loads nothing.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.type('text/html; charset=utf-8').send(page);
    },
    qrCode: ({ params }, req, res) => {
      const machine = readModel.bySlug(params.slug) ?? noMachine();
      const url = machinePageUrl(siteOf(req).origin, machine.slug);
      res.type('image/svg+xml').send(qrSvg(url, { width: '320' }));
    },
  };
}
