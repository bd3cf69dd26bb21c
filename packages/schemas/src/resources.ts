import { type ValueOf, zStringEnum } from './enum-utils';

/** Source filter of the resource picker (game and comic media libraries). */
export const ResourceSource = {
  ALL: 'ALL',
  MIRROR: 'MIRROR',
  PROJECT_AI: 'PROJECT_AI',
  LOCAL: 'LOCAL',
  OFFICIAL: 'OFFICIAL',
  AI: 'AI',
} as const;
/** One resource source. */
export type TResourceSource = ValueOf<typeof ResourceSource>;
/** Zod enum of resource sources. */
export const ZResourceSource = zStringEnum(ResourceSource, 'source');
/** Chinese labels of resource sources ("mirror" is the project's storyboard shots, 分镜). */
export const ResourceSourceLabel: Record<TResourceSource, string> = {
  ALL: '全部',
  MIRROR: '分镜图',
  PROJECT_AI: '项目AI图',
  LOCAL: '本地上传',
  OFFICIAL: '官方素材',
  AI: 'AI生成',
};

/** Media kind of a resource. */
export const ResourceType = { IMAGE: 'IMAGE', VIDEO: 'VIDEO', AUDIO: 'AUDIO' } as const;
/** One resource type. */
export type TResourceType = ValueOf<typeof ResourceType>;
/** Zod enum of resource types. */
export const ZResourceType = zStringEnum(ResourceType, 'resource_type');
/** Chinese labels of resource types. */
export const ResourceTypeLabel: Record<TResourceType, string> = {
  IMAGE: '图片',
  VIDEO: '视频',
  AUDIO: '音频',
};

/**
 * Confirm dialog shown when adding a resource answers 15000 (duplicate name, spec 02 section 8).
 * On 继续 the client resends the same request with `check_name: 0` (our wire name for "name check off").
 */
export const ResourceOverwriteConfirm = {
  title: '重名资源将被覆盖',
  confirmText: '继续',
  cancelText: '取消',
  /** Field and value that switch the server's duplicate-name check off on the resend. */
  checkNameField: 'check_name',
  checkNameOff: 0,
} as const;
