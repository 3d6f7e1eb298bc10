import { scheduleApi, scheduleChanged } from '@venue/contracts/schedule';
import { defineService } from '@venue/service-kit/service-module';
import { scheduleEnvSchema } from './schedule.config';
import { scheduleDomain } from './schedule.domain';
import { scheduleRepository } from './schedule.repository';
import { scheduleRoutes } from './schedule.routes';
import { seedSampleSchedule } from './schedule.seed';
import { scheduleSettings } from './schedule.settings';
import { whatsOnFromEvents } from './schedule.whats-on';

export const scheduleService = defineService({
  name: 'schedule',
  api: scheduleApi,
  env: scheduleEnvSchema,
  publishes: [scheduleChanged],

  async build({ store, outbox, config, logger, services, serving, sampleData }) {
    const repository = await scheduleRepository(store);
    if (serving && sampleData && config.SCHEDULE_SEED) {
      const seeded = await seedSampleSchedule(repository, new Date());
      if (seeded > 0)
        logger.info({ seeded }, 'seeded a sample schedule for this month and the next');
    }
    const settings = scheduleSettings(repository, outbox, config);
    const whatsOn = whatsOnFromEvents(services, logger);
    return { handlers: scheduleRoutes(scheduleDomain(repository, outbox, settings, whatsOn)) };
  },
});
