import type { Request } from 'express';
import type { machinesApi } from '@venue/contracts/machines';
import type { Handlers } from '@venue/service-kit/api-router';
import { notFound } from '@venue/service-kit/errors';
import type { MachinesDomain } from './machines.domain';
import { machinePageUrl, qrSheet, qrSvg } from './machines.qr';
import type { MachinesReadModel } from './machines.read-model';

const noMachine = (): never => {
  throw notFound('No machine has that address');
};

/** The machines' declared routes (packages/contracts/src/machines.ts), each onto the domain. */
export function machinesRoutes(
  domain: MachinesDomain,
  readModel: MachinesReadModel,
  publicBaseUrl: string | undefined,
): Handlers<typeof machinesApi> {
  /** Where players reach the site: the configured address, or the one this request came to. */
  const baseOf = (req: Request) => publicBaseUrl ?? `${req.protocol}://${req.host}`;
  return {
    statuses: () => readModel.list(),
    status: ({ params }) => readModel.bySlug(params.slug) ?? noMachine(),
    floor: () => readModel.floor(),
    setOutOfOrder: ({ params, body, identity }) =>
      domain.setOutOfOrder(params.slug, body, identity.username),
    qrSheet: ({ query }, req, res) => {
      const page = qrSheet(readModel.all(), query.paper, baseOf(req));
      // The sheet styles its pages for print; it loads nothing.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.type('text/html; charset=utf-8').send(page);
    },
    qrCode: ({ params }, req, res) => {
      const machine = readModel.bySlug(params.slug) ?? noMachine();
      const url = machinePageUrl(baseOf(req), machine.slug);
      res.type('image/svg+xml').send(qrSvg(url, { width: '320' }));
    },
  };
}
