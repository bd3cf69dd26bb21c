import { z } from 'zod';
import { zId } from './ids';

// Role chat instances (spec 02 section 7 "Role chat instance"): a player's conversation with the
// role of an AI_CONVERSATION node, through the platform's OpenAI-compatible chat engine. Every call
// after create_instance names its instance in the `Instance-Id` header.

/** The header naming a role chat instance. */
export const INSTANCE_ID_HEADER = 'instance-id';

/** Limits of role chat. */
export const RoleChatLimits = {
  /** Turns of memory sent to the engine with each message (older ones stay stored). */
  contextTurns: 40,
  /** Longest message a player sends. */
  messageChars: 2000,
} as const;

/** Messages of role chat. */
export const RoleChatMessage = {
  instanceMissing: '缺少 Instance-Id',
  instanceGone: '对话实例不存在或已结束',
  notAiNode: '只有AI对话节点可以创建角色对话',
  emptyReply: 'AI引擎没有返回内容',
} as const;

/** The role an instance plays. */
export const ZRoleAgent = z.object({
  role_name: z.string().trim().min(1, '请输入角色名称').max(50, '角色名称不能超过50个字'),
  /** The role's persona and rules (the system prompt). */
  prompt: z.string().max(8000, 'prompt 不能超过8000个字').default(''),
  /** The role's first line, remembered as its first turn when memory is empty. */
  greeting: z.string().max(2000, 'greeting 不能超过2000个字').optional(),
  /** A chat alias (qwen, gpt-3.5, gpt-4) or engine model; the default model when left out. */
  model: z.string().trim().max(100, 'model 不合法').optional(),
});
/** An agent. */
export type TRoleAgent = z.infer<typeof ZRoleAgent>;

/** `POST create_instance`: a new conversation with an AI_CONVERSATION node's role. */
export const ZRoleChatCreateInstance = z.object({ board_id: zId('board_id'), node_id: zId('node_id') });

/** An instance as the calls answer it. */
export const ZRoleChatInstance = z.object({
  instance_id: z.string(),
  board_id: z.string(),
  node_id: z.string(),
  /** The role it plays (from the node until create_agent sets one). */
  agent: ZRoleAgent,
});

/** `POST create_agent`: sets the role the instance plays. */
export const ZRoleChatCreateAgent = ZRoleAgent;

/** `POST dialog_internal`: one message of the player. */
export const ZRoleChatDialog = z.object({
  message: z
    .string({ error: '请输入内容' })
    .trim()
    .min(1, '请输入内容')
    .max(RoleChatLimits.messageChars, `内容不能超过${RoleChatLimits.messageChars}个字`),
});

/** One remembered turn. */
export const ZRoleChatTurn = z.object({
  memory_id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.number().int(),
});

/** `POST dialog_internal`: the role's reply, remembered with the message. */
export const ZRoleChatReply = z.object({
  reply: z.string(),
  model: z.string(),
  memory: z.array(ZRoleChatTurn),
});

/** `GET get_memory`: the instance's turns, oldest first. */
export const ZRoleChatMemory = z.object({ list: z.array(ZRoleChatTurn), total: z.number().int() });

/** `DELETE remove_memory`: one turn, or all of them when `memory_id` is left out. */
export const ZRoleChatRemoveMemory = z.object({ memory_id: zId('memory_id').optional() });

/** `POST prompt_generate`: writes a persona prompt for a role from a short description. */
export const ZRoleChatPromptGenerate = z.object({
  role_name: z.string().trim().min(1, '请输入角色名称').max(50, '角色名称不能超过50个字'),
  description: z.string().trim().min(1, '请输入角色描述').max(2000, '角色描述不能超过2000个字'),
});

/** `POST dashscope`: one completion in the instance's role, not remembered. */
export const ZRoleChatDashscope = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'role 应为 user 或 assistant' }),
        content: z.string().max(RoleChatLimits.messageChars, '内容过长'),
      }),
    )
    .min(1, '请输入内容')
    .max(RoleChatLimits.contextTurns, `最多${RoleChatLimits.contextTurns}条消息`),
});
