import { TeamPermission, WorkPermission } from '@juzuo/schemas';

// Novel to script: the workbench page needs mAiEvaluate (spec 01 section 2.2); the special-tag gate
// (novel_to_script and a chat tag) guards the calls; writing episodes needs WriteWork on the work.

/** Team permission of the novelToScript page and its calls. */
export const NOVEL_TEAM_PERMISSION = TeamPermission.AiEvaluate;
/** Making a new work for the episodes needs what project/add needs. */
export const NEW_WORK_PERMISSION = TeamPermission.WorkManage;
/** Work permission to add episodes to an existing script work, or to read a novel work. */
export const EPISODE_WRITE = [WorkPermission.WriteWork] as const;
