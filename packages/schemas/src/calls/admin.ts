import { z } from 'zod';
import {
  ZAdminJobPage,
  ZAdminJobsQuery,
  ZAdminOverview,
  ZAdminUnsavedDocuments,
  ZAdminUser,
  ZAdminUserQuery,
  ZAdminUserSearch,
  ZAuditEntry,
  ZAuditLogQuery,
  ZPageOf,
  ZSetApproval,
  ZSetSpecialTags,
} from '../admin';
import { ZEngineList } from '../engines';
import { defineCall } from './define';

// The operator area (issue 8 section 5): operators are the accounts ADMIN_PHONES lists; anyone else
// gets 7013. Every change is written to the audit log.

/** `GET /ixj_web/admin/overview`: settings the operator page shows (internal-only mode). */
export const adminOverview = defineCall({
  method: 'GET',
  path: '/ixj_web/admin/overview',
  service: 'main',
  area: 'admin',
  summary: '运营后台：概况（是否仅限内部账号）',
  auth: 'user',
  input: z.object({}),
  output: ZAdminOverview,
});

/** `GET /ixj_web/admin/user/list`: users whose phone or name contains `keyword`, paged. */
export const adminUserList = defineCall({
  method: 'GET',
  path: '/ixj_web/admin/user/list',
  service: 'main',
  area: 'admin',
  summary: '运营后台：按手机号或昵称查找用户',
  auth: 'user',
  input: ZAdminUserSearch,
  output: ZPageOf(ZAdminUser),
});

/** `GET /ixj_web/admin/user/detail`: one user (user_id or phone) with special_tags and approval. */
export const adminUserDetail = defineCall({
  method: 'GET',
  path: '/ixj_web/admin/user/detail',
  service: 'main',
  area: 'admin',
  summary: '运营后台：用户详情与特殊标签',
  auth: 'user',
  input: ZAdminUserQuery,
  output: ZAdminUser,
});

/** `PUT /ixj_web/admin/user/special_tags {phone or user_id, special_tags}`: sets the keys sent. */
export const adminSetSpecialTags = defineCall({
  method: 'PUT',
  path: '/ixj_web/admin/user/special_tags',
  service: 'main',
  area: 'admin',
  summary: '运营后台：设置用户特殊标签（未传的标签保持不变）',
  auth: 'user',
  input: ZSetSpecialTags,
  output: ZAdminUser,
  invalidates: [
    '/ixj_web/admin/user/list',
    '/ixj_web/admin/user/detail',
    '/ixj_web/admin/audit_log',
    '/ixj_web/user/get_my_info',
  ],
});

/** `PUT /ixj_web/admin/user/approval {phone or user_id, approved}`: approves (1) or revokes (0). */
export const adminSetApproval = defineCall({
  method: 'PUT',
  path: '/ixj_web/admin/user/approval',
  service: 'main',
  area: 'admin',
  summary: '运营后台：审核通过或撤销账号（仅限内部账号模式）',
  auth: 'user',
  input: ZSetApproval,
  output: ZAdminUser,
  invalidates: ['/ixj_web/admin/user/list', '/ixj_web/admin/user/detail', '/ixj_web/admin/audit_log'],
});

/** `GET /ixj_web/admin/audit_log`: every operator change, newest first, paged. */
export const adminAuditLog = defineCall({
  method: 'GET',
  path: '/ixj_web/admin/audit_log',
  service: 'main',
  area: 'admin',
  summary: '运营后台：操作记录',
  auth: 'user',
  input: ZAuditLogQuery,
  output: ZPageOf(ZAuditEntry),
});

/** `GET /ixj_web/admin/engines`: which engine serves each AI capability. */
export const adminEngines = defineCall({
  method: 'GET',
  path: '/ixj_web/admin/engines',
  service: 'main',
  area: 'admin',
  summary: '运营后台：AI 引擎状态',
  auth: 'user',
  input: z.object({}),
  output: ZEngineList,
});

/** `GET /ixj_web/admin/jobs`: every user's jobs, newest first, with counts per state. */
export const adminJobs = defineCall({
  method: 'GET',
  path: '/ixj_web/admin/jobs',
  service: 'main',
  area: 'admin',
  summary: '运营后台：后台任务概览',
  auth: 'user',
  input: ZAdminJobsQuery,
  output: ZAdminJobPage,
});

/** `GET /ixj_web/admin/unsaved_documents`: documents whose saves the database refuses (issue 9). */
export const adminUnsavedDocuments = defineCall({
  method: 'GET',
  path: '/ixj_web/admin/unsaved_documents',
  service: 'main',
  area: 'admin',
  summary: '运营后台：无法保存的文档',
  auth: 'user',
  input: z.object({}),
  output: ZAdminUnsavedDocuments,
});
