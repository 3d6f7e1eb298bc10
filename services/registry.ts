import { catalogueService } from '@venue/catalogue/catalogue.service';
import type { ServiceModule } from '@venue/service-kit/service-module';
import type { ServiceName } from '@venue/gateway/service-targets';

/** Every service, for the hosts that run them: the embedded product, split mode and the worker. */
export const serviceModules: Array<ServiceModule & { name: ServiceName }> = [
  { ...catalogueService, name: 'catalogue' },
];
