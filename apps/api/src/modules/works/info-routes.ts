import {
  type CallDef,
  lengthTypeOptions,
  mediaTypeOptions,
  ok,
  PRESET_WORK_TAGS,
  presetTagOptions,
  projectTypeList,
  projectTypeOptions,
  TagType,
  type TBaseInfoOptions,
  type TWorkBaseInfoExtra,
  type TWorkBaseInfoWrite,
  type TWorkTagOption,
  targetGroupOptions,
  WORK_GENRES,
  worksBaseInfo,
  worksBaseInfoList,
  worksBaseInfoReplace,
  worksBaseInfoUpdate,
  worksLengthTypeList,
  worksMediaTypeList,
  worksTagList,
  worksTypeList,
  ZWorkBaseInfoExtra,
} from '@juzuo/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { files, workCovers, works } from '../../db/schema/index';
import { route } from '../../lib/route';
import { requireTeamPermission } from '../team/policies';
import { loadWork, type WorkAccess } from './access';
import { requireEditInfo } from './policies';
import { imageUrl, presentBaseInfo } from './presenters';
import { columnsOf } from './update-fields';

const EXTRA_KEYS = Object.keys(ZWorkBaseInfoExtra.shape) as (keyof TWorkBaseInfoExtra)[];

/** The long-form fields a request gave. */
function extrasOf(body: TWorkBaseInfoExtra): TWorkBaseInfoExtra {
  return Object.fromEntries(EXTRA_KEYS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
}

/** Preset tags, then this team's own tags (from its active works) that are not presets. */
async function tagOptions(db: Db, teamId: string): Promise<TWorkTagOption[]> {
  const rows = await db
    .select({ tags: works.tags })
    .from(works)
    .where(and(eq(works.teamId, teamId), isNull(works.deletedAt)));
  const preset = new Set<string>(PRESET_WORK_TAGS);
  const custom = [...new Set(rows.flatMap((r) => r.tags))].filter((t) => !preset.has(t)).sort();
  return [...presetTagOptions(), ...custom.map((tag_name) => ({ tag_name, tag_type: TagType.CUSTOM }))];
}

/** works/base_info (GET, POST, PUT) and the option lists (type, media type, length type, tags). */
export function registerInfoRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const inTeam = { preHandler: [requireTeamPermission(null)] };

  const baseInfoOf = async (access: WorkAccess) => {
    const [row] = await db
      .select({ work: works, key: files.storageKey, variants: files.variants })
      .from(works)
      .leftJoin(workCovers, eq(workCovers.id, works.coverId))
      .leftJoin(files, eq(files.id, workCovers.fileId))
      .where(eq(works.id, access.work.id));
    const work = row?.work ?? access.work;
    return presentBaseInfo(
      work,
      imageUrl(app.config.FILES_PUBLIC_URL, row?.key ?? null, row?.variants ?? null, 'mid'),
    );
  };

  route(app, worksBaseInfo, {}, async (request) => {
    const q = request.input;
    return ok(await baseInfoOf(await loadWork(request, q.project_id, q.team_id)));
  });

  // POST replaces the long-form part; PUT changes only the fields given.
  const write = (replace: boolean) => async (request: FastifyRequest & { input: TWorkBaseInfoWrite }) => {
    const body = request.input;
    const access = await loadWork(request, body.project_id, body.team_id);
    requireEditInfo(access);
    const extras = extrasOf(body);
    const baseInfo = replace ? extras : { ...access.work.baseInfo, ...extras };
    await db
      .update(works)
      .set({ ...columnsOf(body), baseInfo, updatedAt: new Date(app.clock.now()) })
      .where(eq(works.id, access.work.id));
    return ok(await baseInfoOf(access));
  };
  route(app, worksBaseInfoReplace, {}, write(true));
  route(app, worksBaseInfoUpdate, {}, write(false));

  route(app, worksBaseInfoList, inTeam, async (request) => {
    const options: TBaseInfoOptions = {
      project_types: projectTypeOptions(),
      media_types: mediaTypeOptions(),
      length_types: lengthTypeOptions(),
      target_groups: targetGroupOptions(),
      work_types: [...WORK_GENRES],
      tags: await tagOptions(db, request.team.teamId),
    };
    return ok(options);
  });

  const constant = (def: CallDef, list: () => unknown[]) =>
    route(app, def, {}, async () => {
      const items = list();
      return ok({ list: items, total: items.length });
    });
  constant(worksTypeList, () => [...WORK_GENRES]);
  constant(worksMediaTypeList, mediaTypeOptions);
  constant(worksLengthTypeList, lengthTypeOptions);
  constant(projectTypeList, projectTypeOptions);

  route(app, worksTagList, inTeam, async (request) => {
    const list = await tagOptions(db, request.team.teamId);
    return ok({ list, total: list.length });
  });
}
