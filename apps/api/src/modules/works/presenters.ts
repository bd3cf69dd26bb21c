import {
  genreName,
  MediaUnit,
  type TLengthType,
  type TMediaType,
  type TProjectType,
  type TSimpleWork,
  type TTargetGroup,
  type TWorkBaseInfo,
  type TWorkBaseInfoExtra,
  type TWorkCover,
  type TWorkDetail,
  type TWorkListItem,
} from '@juzuo/schemas';
import type { TFileRow, TStoredVariants, TWorkRow } from '../../db/schema/index';
import { urlOf } from '../files/keys';
import { effectivePermissions, managesWork, workAbilities } from './policies';
import type { CardRow } from './repo';

/** URL of a stored image's variant (the original when the variant is missing); '' for no image. */
export function imageUrl(
  base: string,
  key: string | null,
  variants: TStoredVariants | null,
  variant: keyof TStoredVariants,
): string {
  if (!key) return '';
  return urlOf(base, variants?.[variant] ?? key);
}

/** The fields every view of a work shares. */
function basics(work: TWorkRow) {
  const mediaType = work.mediaType as TMediaType;
  return {
    project_id: work.id,
    project_name: work.name,
    project_type: work.projectType as TProjectType,
    media_type: mediaType,
    length_type: work.lengthType as TLengthType,
    target_group: work.targetGroup as TTargetGroup,
    work_type: work.workType,
    work_type_name: genreName(work.workType),
    tags: work.tags,
    intro: work.intro,
    unit: MediaUnit[mediaType] ?? '集',
  };
}

/** A project/list row. Team creators hold all four work permissions on every work of the team. */
export function presentCard(
  row: CardRow,
  opts: {
    publicBase: string;
    isTeamOwner: boolean;
    userId: string;
    teamPermissions: readonly string[];
  },
): TWorkListItem {
  const { work } = row;
  const standing = {
    isTeamOwner: opts.isTeamOwner,
    isWorkCreator: work.creatorId === opts.userId,
    teamPermissions: opts.teamPermissions,
    workPermissions: row.myPermissions ?? [],
  };
  const rights = { permissions: effectivePermissions(standing), canManage: managesWork(standing) };
  return {
    ...basics(work),
    script_type: work.mediaType as TMediaType,
    cover_url: imageUrl(opts.publicBase, row.coverKey, row.coverVariants, 'mid'),
    my_permissions: rights.permissions,
    can_manage: rights.canManage ? 1 : 0,
    abilities: workAbilities(rights),
    is_delete: work.deletedAt ? 1 : 0,
    creator_id: work.creatorId,
    creator_name: row.creatorName ?? '',
    member_count: row.memberCount,
    doc_count: row.docCount,
    created_at: work.createdAt.getTime(),
    updated_at: work.updatedAt.getTime(),
    deleted_at: work.deletedAt ? work.deletedAt.getTime() : null,
  };
}

/** project/detail: the card plus id / work_name (the names the work pages read). */
export function presentDetail(card: TWorkListItem, work: TWorkRow): TWorkDetail {
  return { ...card, id: work.id, work_name: work.name, team_id: work.teamId, cover_id: work.coverId };
}

/** works/base_info. */
export function presentBaseInfo(work: TWorkRow, coverUrl: string): TWorkBaseInfo {
  const extra = work.baseInfo as TWorkBaseInfoExtra;
  return { ...extra, ...basics(work), cover_url: coverUrl };
}

/** One works/cover_img_list entry. */
export function presentCover(
  cover: { id: string; fileId: string; createdAt: Date },
  file: Pick<TFileRow, 'storageKey' | 'variants'>,
  currentId: string | null,
  publicBase: string,
): TWorkCover {
  return {
    cover_id: cover.id,
    file_id: cover.fileId,
    url: urlOf(publicBase, file.storageKey),
    mid_url: imageUrl(publicBase, file.storageKey, file.variants, 'mid'),
    small_url: imageUrl(publicBase, file.storageKey, file.variants, 'small'),
    is_current: cover.id === currentId ? 1 : 0,
    created_at: cover.createdAt.getTime(),
  };
}

/** A work in brief (team page lists). */
export function presentSimple(work: TWorkRow, coverUrl: string): TSimpleWork {
  return {
    project_id: work.id,
    project_name: work.name,
    project_type: work.projectType as TProjectType,
    media_type: work.mediaType as TMediaType,
    cover_url: coverUrl,
    creator_id: work.creatorId,
  };
}
