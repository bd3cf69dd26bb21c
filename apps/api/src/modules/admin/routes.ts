import {
  adminAuditLog,
  adminEngines,
  adminJobs,
  adminOverview,
  adminSetApproval,
  adminSetSpecialTags,
  adminUnsavedDocuments,
  adminUserDetail,
  adminUserList,
  ok,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refusedSavesOf } from '../../lib/refused-saves';
import { route } from '../../lib/route';
import { requireUser } from '../../plugins/auth';
import { requireOperator } from './policies';
import { auditLog, findUsers, setApproval, setSpecialTags, userDetail } from './service';
import { engineStatus, jobsOverview } from './status';

/** The operator area /ixj_web/admin/* (issue 8 section 5): operators only, everyone else 7013. */
export const adminModule = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('operator', null as never);
    // Before validation: a non-operator learns nothing about the calls' input, only 7013.
    const operators = { onRequest: [requireUser, requireOperator] };

    route(app, adminOverview, operators, async () => ok({ internal_only: app.config.INTERNAL_ONLY }));

    // Documents whose saves the database refuses for good (the relay does not retry them in a loop).
    route(app, adminUnsavedDocuments, operators, async () => ok({ list: refusedSavesOf(app).list() }));

    route(app, adminUserList, operators, async (request) => ok(await findUsers(app, request.input)));

    route(app, adminUserDetail, operators, async (request) => ok(await userDetail(app, request.input)));

    route(app, adminSetSpecialTags, operators, async (request) =>
      ok(await setSpecialTags(app, request.operator, request.input)),
    );

    route(app, adminSetApproval, operators, async (request) =>
      ok(await setApproval(app, request.operator, request.input)),
    );

    route(app, adminAuditLog, operators, async (request) => ok(await auditLog(app, request.input)));

    route(app, adminEngines, operators, async () => ok(engineStatus(app)));

    route(app, adminJobs, operators, async (request) => ok(await jobsOverview(app, request.input)));
  },
  { name: 'admin', dependencies: ['account'] },
);
