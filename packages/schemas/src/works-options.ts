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
  type TTagType,
  type TTargetGroup,
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
export type TWorkGenre = { id: number; name: string };

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
export interface TWorkTagOption {
  tag_name: string;
  tag_type: TTagType;
}

/** Preset tags as tag_list entries. */
export const presetTagOptions = (): TWorkTagOption[] =>
  PRESET_WORK_TAGS.map((tag_name) => ({ tag_name, tag_type: TagType.COMBINED }));

/** One entry of works/media_type_list: value, Chinese label and the unit its parts are counted in. */
export interface TMediaTypeOption {
  value: TMediaType;
  label: string;
  unit: '集' | '话' | '章';
}

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

const labelled = <T extends string>(labels: Record<T, string>): TLabelledOption<T>[] =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** works/length_type_list. */
export const lengthTypeOptions = (): TLabelledOption<TLengthType>[] => labelled(LengthTypeLabel);
/** project/type_list. */
export const projectTypeOptions = (): TLabelledOption<TProjectType>[] => labelled(ProjectTypeLabel);
/** Target groups (part of works/base_info_list). */
export const targetGroupOptions = (): TLabelledOption<TTargetGroup>[] => labelled(TargetGroupLabel);

/** works/base_info_list: every option the work-info form needs, in one call. */
export interface TBaseInfoOptions {
  project_types: TLabelledOption<TProjectType>[];
  media_types: TMediaTypeOption[];
  length_types: TLabelledOption<TLengthType>[];
  target_groups: TLabelledOption<TTargetGroup>[];
  work_types: TWorkGenre[];
  tags: TWorkTagOption[];
}
