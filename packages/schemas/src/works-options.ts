import { z } from 'zod';
import {
  LengthTypeLabel,
  MediaTypeLabel,
  MediaUnit,
  ProjectTypeLabel,
  TagType,
  TargetGroupLabel,
  type TLengthType,
  type TMediaType,
  type TProjectType,
  type TTargetGroup,
  ZLengthType,
  ZMediaType,
  ZProjectType,
  ZTargetGroup,
} from './works';

/**
 * Genre catalogue of works/type_list (作品类型). Ids are stable wire values: a work stores the id in
 * `work_type`, so entries may be added at the end but never renumbered.
 */
export const WORK_GENRES = [
  { id: 1, name: '都市' },
  { id: 2, name: '古装' },
  { id: 3, name: '悬疑' },
  { id: 4, name: '甜宠' },
  { id: 5, name: '复仇' },
  { id: 6, name: '穿越' },
  { id: 7, name: '玄幻' },
  { id: 8, name: '科幻' },
  { id: 9, name: '战神' },
  { id: 10, name: '家庭' },
  { id: 11, name: '青春' },
  { id: 12, name: '喜剧' },
  { id: 13, name: '言情' },
  { id: 14, name: '仙侠' },
  { id: 15, name: '武侠' },
  { id: 16, name: '年代' },
  { id: 17, name: '职场' },
  { id: 18, name: '校园' },
  { id: 19, name: '末世' },
  { id: 20, name: '其他' },
] as const;

/** One genre of the catalogue. */
export const ZWorkGenre = z.object({ id: z.number().int(), name: z.string() });
export type TWorkGenre = z.infer<typeof ZWorkGenre>;

/** Chinese name of a genre id ('' when unknown or none). */
export const genreName = (id: string | number | null | undefined): string =>
  WORK_GENRES.find((g) => String(g.id) === String(id ?? ''))?.name ?? '';

/** Preset tags every team can pick (TagType.COMBINED); custom tags come from the team's own works. */
export const PRESET_WORK_TAGS = [
  '逆袭',
  '重生',
  '豪门',
  '霸总',
  '萌宝',
  '虐恋',
  '先婚后爱',
  '马甲',
  '战神',
  '神医',
  '赘婿',
  '穿书',
  '系统',
  '种田',
  '宫斗',
  '宅斗',
  '无限流',
  '群像',
  '双男主',
  '大女主',
  '打脸',
  '团宠',
  '悬疑推理',
  '反转',
] as const;

/** One entry of works/tag_list. */
export const ZWorkTagOption = z.object({ tag_name: z.string(), tag_type: z.enum(TagType) });
export type TWorkTagOption = z.infer<typeof ZWorkTagOption>;

/** Preset tags as tag_list entries. */
export const presetTagOptions = (): TWorkTagOption[] =>
  PRESET_WORK_TAGS.map((tag_name) => ({ tag_name, tag_type: TagType.COMBINED }));

/** 集 / 话 / 章: how a work of a media type counts its parts (MediaUnit). */
export const ZMediaUnit = z.enum(['集', '话', '章']);

/** One entry of works/media_type_list: value, Chinese label and the unit its parts are counted in. */
export const ZMediaTypeOption = z.object({ value: ZMediaType, label: z.string(), unit: ZMediaUnit });
export type TMediaTypeOption = z.infer<typeof ZMediaTypeOption>;

/** works/media_type_list. */
export const mediaTypeOptions = (): TMediaTypeOption[] =>
  (Object.keys(MediaTypeLabel) as TMediaType[]).map((value) => ({
    value,
    label: MediaTypeLabel[value],
    unit: MediaUnit[value],
  }));

/** A value with its Chinese label. */
export interface TLabelledOption<T extends string> {
  value: T;
  label: string;
}

/** Schema of a labelled option whose value is one of `value`'s. */
const labelledOption = <V extends z.ZodType<string>>(value: V) => z.object({ value, label: z.string() });
/** One entry of project/type_list. */
export const ZProjectTypeOption = labelledOption(ZProjectType);
/** One entry of works/length_type_list. */
export const ZLengthTypeOption = labelledOption(ZLengthType);
/** One target group of works/base_info_list. */
export const ZTargetGroupOption = labelledOption(ZTargetGroup);

const labelled = <T extends string>(labels: Record<T, string>): TLabelledOption<T>[] =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** works/length_type_list. */
export const lengthTypeOptions = (): TLabelledOption<TLengthType>[] => labelled(LengthTypeLabel);
/** project/type_list. */
export const projectTypeOptions = (): TLabelledOption<TProjectType>[] => labelled(ProjectTypeLabel);
/** Target groups (part of works/base_info_list). */
export const targetGroupOptions = (): TLabelledOption<TTargetGroup>[] => labelled(TargetGroupLabel);

/** works/base_info_list: every option the work-info form needs, in one call. */
export const ZBaseInfoOptions = z.object({
  project_types: z.array(ZProjectTypeOption),
  media_types: z.array(ZMediaTypeOption),
  length_types: z.array(ZLengthTypeOption),
  target_groups: z.array(ZTargetGroupOption),
  work_types: z.array(ZWorkGenre),
  tags: z.array(ZWorkTagOption),
});
export type TBaseInfoOptions = z.infer<typeof ZBaseInfoOptions>;
