import {
  ChatMessageText,
  chatAiInstructionList,
  chatWorkBindTemplate,
  chatWorkInstructionList,
  chatWorkUnbindTemplate,
  ok,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { noPermission } from '../../lib/status';
import { AI_INSTRUCTIONS, WORK_INSTRUCTIONS } from '../../prompts/chat-instructions';
import { chatTemplateById } from '../../prompts/chat-templates';
import { requireWork } from '../works/access';
import { canBindTemplate } from './policies';
import { bindTemplate, boundTemplateId, unbindTemplate } from './template-binding';

/**
 * The chat panel's instructions and a work's bound template (spec 03 section 7 "Chat"): any member
 * of the work reads them; binding needs the right to edit the work's information. Readable without
 * the ai_chat tag, like the templates.
 */
export function registerChatInstructions(app: FastifyInstance): void {
  // GET /ixj_web/ai/instruction_list
  route(app, chatAiInstructionList, {}, async () => ok({ list: [...AI_INSTRUCTIONS] }));

  // GET /ixj_web/works/instruction_list
  route(app, chatWorkInstructionList, {}, async (request) => {
    const access = await requireWork(app, request.auth.userId, request.input.work_id);
    const templateId = await boundTemplateId(app.database.db, access.work.id);
    return ok({
      list: [...WORK_INSTRUCTIONS],
      template: (templateId && chatTemplateById(templateId)) || null,
      can_bind: canBindTemplate(access) ? 1 : 0,
    });
  });

  // PUT /ixj_web/qa/work_bind_template
  route(app, chatWorkBindTemplate, {}, async (request) => {
    const { work_id, template_id } = request.input;
    const access = await requireWork(app, request.auth.userId, work_id);
    if (!canBindTemplate(access)) throw noPermission();
    if (!chatTemplateById(template_id)) throw new AppError(Status.NOT_FOUND, ChatMessageText.templateMissing);
    await bindTemplate(app.database.db, work_id, template_id, request.auth.userId, new Date(app.clock.now()));
    return ok({ work_id, template_id });
  });

  // DELETE /ixj_web/qa/work_bind_template
  route(app, chatWorkUnbindTemplate, {}, async (request) => {
    const { work_id } = request.input;
    const access = await requireWork(app, request.auth.userId, work_id);
    if (!canBindTemplate(access)) throw noPermission();
    await unbindTemplate(app.database.db, work_id);
    return ok({ work_id });
  });
}
