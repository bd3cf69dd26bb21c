import {
  ok,
  RoleChatMessage,
  roleChatCreateAgent,
  roleChatCreateInstance,
  roleChatDashscope,
  roleChatDialog,
  roleChatGetMemory,
  roleChatPromptGenerate,
  roleChatRemoveMemory,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TGameChatMemoryRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { route } from '../../../lib/route';
import { requireBoard } from '../access';
import { boardContent } from '../present';
import { chatOnce, messagesFor } from './engine';
import { agentOf, presentInstance, requireInstance } from './instance';
import { appendTurns, insertInstance, memoryOf, removeMemory, setAgent } from './repo';

/** A remembered turn as the calls answer it. */
const presentTurn = (row: TGameChatMemoryRow) => ({
  memory_id: row.id,
  role: row.role === 'assistant' ? ('assistant' as const) : ('user' as const),
  content: row.content,
  created_at: row.createdAt.getTime(),
});

/** What prompt_generate asks the engine to write. */
const PROMPT_WRITER =
  '你是互动叙事游戏的编剧。根据用户给出的角色名称和描述，写一段给AI扮演该角色用的角色设定：身份、性格、说话方式、知道和不知道的事、不会做的事。只输出角色设定正文，不要标题和解释。';

/**
 * Role chat instances of AI_CONVERSATION nodes (create_instance, create_agent, dialog_internal,
 * get_memory, remove_memory, prompt_generate, dashscope). Calls that talk to the role need the chat
 * engine and answer 9001 without one; reading and clearing memory do not.
 */
export function registerRoleChatRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  route(app, roleChatCreateInstance, {}, async (request) => {
    const { board_id, node_id } = request.input;
    const { board } = await requireBoard(app, request.auth.userId, board_id);
    const node = boardContent(board).nodes.find((n) => n.node_id === node_id);
    if (!node) throw new AppError(Status.NOT_FOUND, '节点不存在或已删除');
    if (node.node_type !== 'AI_CONVERSATION')
      throw new AppError(Status.BAD_REQUEST, RoleChatMessage.notAiNode);
    app.engines.require('chat');
    const agent = { role_name: node.name?.trim() || 'AI角色', prompt: node.text ?? '' };
    const row = await insertInstance(
      db,
      { boardId: board.id, nodeId: node_id, userId: request.auth.userId, agent },
      now(),
    );
    return ok(presentInstance(row, agent));
  });

  route(app, roleChatCreateAgent, {}, async (request) => {
    const instance = await requireInstance(app, request);
    app.engines.require('chat');
    const agent = request.input;
    await setAgent(db, instance.id, agent);
    if (agent.greeting?.trim() && (await memoryOf(db, instance.id)).length === 0) {
      await appendTurns(db, instance.id, [{ role: 'assistant', content: agent.greeting.trim() }], now());
    }
    return ok(presentInstance(instance, agent));
  });

  route(app, roleChatDialog, {}, async (request) => {
    const instance = await requireInstance(app, request);
    const agent = agentOf(instance);
    const history = (await memoryOf(db, instance.id)).map(presentTurn);
    const message = request.input.message;
    const answer = await chatOnce(
      app,
      messagesFor(
        agent,
        history.map((t) => ({ role: t.role, content: t.content })),
        [{ role: 'user', content: message }],
      ),
      agent.model,
    );
    await appendTurns(
      db,
      instance.id,
      [
        { role: 'user', content: message },
        { role: 'assistant', content: answer.content },
      ],
      now(),
    );
    const memory = (await memoryOf(db, instance.id)).map(presentTurn);
    return ok({ reply: answer.content, model: answer.model, memory });
  });

  route(app, roleChatGetMemory, {}, async (request) => {
    const instance = await requireInstance(app, request);
    const list = (await memoryOf(db, instance.id)).map(presentTurn);
    return ok({ list, total: list.length });
  });

  route(app, roleChatRemoveMemory, {}, async (request) => {
    const instance = await requireInstance(app, request);
    const removed = await removeMemory(db, instance.id, request.input.memory_id);
    if (request.input.memory_id && removed === 0) throw new AppError(Status.NOT_FOUND, '记忆不存在或已删除');
    return ok({ removed });
  });

  route(app, roleChatPromptGenerate, {}, async (request) => {
    const instance = await requireInstance(app, request);
    const { role_name, description } = request.input;
    const answer = await chatOnce(
      app,
      [
        { role: 'system', content: PROMPT_WRITER },
        { role: 'user', content: `角色名称：${role_name}\n角色描述：${description}` },
      ],
      agentOf(instance).model,
    );
    return ok({ prompt: answer.content, model: answer.model });
  });

  route(app, roleChatDashscope, {}, async (request) => {
    const instance = await requireInstance(app, request);
    const agent = agentOf(instance);
    const answer = await chatOnce(app, messagesFor(agent, [], request.input.messages), agent.model);
    return ok({ content: answer.content, model: answer.model });
  });
}
