export const serviceNames = ['catalogue'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Where each service listens, e.g. http://127.0.0.1:4001. */
export type ServiceTargets = Record<ServiceName, string>;
