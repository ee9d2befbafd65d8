import type { ServerModule } from '../module';
import { pmRoutes } from './pm.routes';
import { pmSetupRoutes } from './pm-setup.routes';

/** Preventative maintenance: a visit's checklist, chores and thread, and setting PM up (schedules and templates). */
export const pmModule: ServerModule = async (app, options) => {
  await app.register(pmRoutes, options);
  await app.register(pmSetupRoutes, options);
};
