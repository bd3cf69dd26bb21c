import { z } from 'zod';
import {
  ZRoleChatCreateAgent,
  ZRoleChatCreateInstance,
  ZRoleChatDashscope,
  ZRoleChatDialog,
  ZRoleChatInstance,
  ZRoleChatMemory,
  ZRoleChatPromptGenerate,
  ZRoleChatRemoveMemory,
  ZRoleChatReply,
} from '../role-chat-api';
import { defineCall } from './define';

// Role chat instances for AI_CONVERSATION nodes (spec 02 section 7), on the roleAi service host.
// create_instance answers an instance id; every other call names it in the `Instance-Id` header
// (an instance is its creator's only). Calls that need the chat engine answer 9001 AI引擎未配置
// without one. Access: membership of the board's work.

const MEMORY = '/ixj_web/role_ai/get_memory';

/** `POST /ixj_web/role_ai/create_instance`: 创建角色对话实例（AI对话节点）. */
export const roleChatCreateInstance = defineCall({
  method: 'POST',
  path: '/ixj_web/role_ai/create_instance',
  service: 'roleAi',
  area: 'role_chat',
  summary: '创建角色对话实例（AI对话节点）',
  auth: 'user',
  input: ZRoleChatCreateInstance,
  output: ZRoleChatInstance,
});

/** `POST /ixj_web/role_ai/create_agent`: 设置实例扮演的角色. */
export const roleChatCreateAgent = defineCall({
  method: 'POST',
  path: '/ixj_web/role_ai/create_agent',
  service: 'roleAi',
  area: 'role_chat',
  summary: '设置实例扮演的角色',
  auth: 'user',
  input: ZRoleChatCreateAgent,
  output: ZRoleChatInstance,
  invalidates: [MEMORY],
});

/** `POST /ixj_web/role_ai/dialog_internal`: 与角色对话一轮（记入记忆）. */
export const roleChatDialog = defineCall({
  method: 'POST',
  path: '/ixj_web/role_ai/dialog_internal',
  service: 'roleAi',
  area: 'role_chat',
  summary: '与角色对话一轮（记入记忆）',
  auth: 'user',
  input: ZRoleChatDialog,
  output: ZRoleChatReply,
  invalidates: [MEMORY],
});

/** `GET /ixj_web/role_ai/get_memory`: 角色对话的记忆. */
export const roleChatGetMemory = defineCall({
  method: 'GET',
  path: '/ixj_web/role_ai/get_memory',
  service: 'roleAi',
  area: 'role_chat',
  summary: '角色对话的记忆',
  auth: 'user',
  input: z.object({}),
  output: ZRoleChatMemory,
});

/** `DELETE /ixj_web/role_ai/remove_memory`: 删除一条或全部记忆. */
export const roleChatRemoveMemory = defineCall({
  method: 'DELETE',
  path: '/ixj_web/role_ai/remove_memory',
  service: 'roleAi',
  area: 'role_chat',
  summary: '删除一条或全部记忆',
  auth: 'user',
  input: ZRoleChatRemoveMemory,
  output: z.object({ removed: z.number().int() }),
  invalidates: [MEMORY],
});

/** `POST /ixj_web/role_ai/prompt_generate`: 根据描述生成角色设定提示词. */
export const roleChatPromptGenerate = defineCall({
  method: 'POST',
  path: '/ixj_web/role_ai/prompt_generate',
  service: 'roleAi',
  area: 'role_chat',
  summary: '根据描述生成角色设定提示词',
  auth: 'user',
  input: ZRoleChatPromptGenerate,
  output: z.object({ prompt: z.string(), model: z.string() }),
});

/** `POST /ixj_web/role_ai/dashscope`: 以实例的角色回答一次（不记入记忆）. */
export const roleChatDashscope = defineCall({
  method: 'POST',
  path: '/ixj_web/role_ai/dashscope',
  service: 'roleAi',
  area: 'role_chat',
  summary: '以实例的角色回答一次（不记入记忆）',
  auth: 'user',
  input: ZRoleChatDashscope,
  output: z.object({ content: z.string(), model: z.string() }),
});
