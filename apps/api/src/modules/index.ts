import type { FastifyInstance } from 'fastify';
import { accountModule } from './account/routes';
import { devModule } from './dev/routes';
import { docsModule } from './docs/routes';
import { filesModule } from './files/index';
import { historyModule } from './history/routes';
import { internalModule } from './internal/index';
import { messageModule } from './message/routes';
import { qrLoginModule } from './qr-login/routes';
import { smsModule } from './sms/routes';
import { teamManageModule } from './team/manage-routes';
import { teamRoleModule } from './team/role-routes';
import { teamModule } from './team/team-routes';
import { teamBasicModule } from './team-basic/routes';
import { worksModule } from './works/routes';

/** Registers every area's routes. Each area is a folder under modules/ with routes, service and repo. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(smsModule);
  await app.register(qrLoginModule);
  await app.register(accountModule);
  await app.register(teamBasicModule);
  await app.register(teamModule);
  await app.register(teamManageModule);
  await app.register(teamRoleModule);
  await app.register(messageModule);
  await app.register(devModule);
  await app.register(internalModule);
  await app.register(filesModule);
  await app.register(worksModule);
  await app.register(docsModule);
  await app.register(historyModule);
}
