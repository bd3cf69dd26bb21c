import type { FastifyInstance } from 'fastify';
import { enforceSpecialTagGates } from '../lib/special-tag-gate';
import { qrLoginModule } from './account/qr-login/routes';
import { accountModule } from './account/routes';
import { smsModule } from './account/sms/routes';
import { adminModule } from './admin/routes';
import { aiModule } from './ai/routes';
import { cardsModule } from './cards/routes';
import { charactersModule } from './characters/routes';
import { collabModule } from './collab/index';
import { conceptionModule } from './conception/routes';
import { devModule } from './dev/routes';
import { docsModule } from './docs/routes';
import { filesModule } from './files/index';
import { gameModule } from './game/routes';
import { historyModule } from './history/routes';
import { ideasModule } from './ideas/routes';
import { jobsModule } from './jobs/routes';
import { materialsModule } from './materials/routes';
import { messagesModule } from './messages/routes';
import { outlineModule } from './outline/routes';
import { superviseModule } from './supervise/routes';
import { teamManageModule } from './team/manage-routes';
import { myTeamModule } from './team/my-team-routes';
import { teamRoleModule } from './team/role-routes';
import { teamModule } from './team/team-routes';
import { worksModule } from './works/routes';
import { teamSimpleWorkList } from './works/simple-list';

/** Registers every area's routes. Each area is a folder under modules/ with routes, policies and repo. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // First: every call the special-tag gate map lists gets its gate as it is registered.
  enforceSpecialTagGates(app);
  await app.register(smsModule);
  await app.register(qrLoginModule);
  await app.register(accountModule);
  await app.register(myTeamModule);
  await app.register(teamModule, { simpleWorkList: teamSimpleWorkList });
  await app.register(teamManageModule);
  await app.register(teamRoleModule);
  await app.register(messagesModule);
  await app.register(devModule);
  await app.register(collabModule);
  await app.register(filesModule);
  await app.register(worksModule);
  await app.register(docsModule);
  await app.register(ideasModule);
  await app.register(cardsModule);
  await app.register(conceptionModule);
  await app.register(charactersModule);
  await app.register(outlineModule);
  await app.register(superviseModule);
  await app.register(historyModule);
  await app.register(gameModule);
  await app.register(jobsModule);
  await app.register(adminModule);
  await app.register(aiModule);
  await app.register(materialsModule);
}
