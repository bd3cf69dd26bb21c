import type { TLabTools } from '@juzuo/schemas';

/** One tool of /aiWork/laboratory as the page lists it. */
export interface LabTool {
  key: keyof TLabTools;
  name: string;
  summary: string;
  /** The environment variable an operator sets to make it available. */
  envVar: string;
  /** The configured URL, or null (未配置). */
  url: string | null;
}

const TOOLS: Omit<LabTool, 'url'>[] = [
  {
    key: 'fastImage',
    name: '极速生图',
    summary: '输入一句描述，几秒内得到草图，适合快速找画面感。',
    envVar: 'LAB_FAST_IMAGE_URL',
  },
  {
    key: 'fastModel',
    name: '极速建模',
    summary: '从图片或描述快速生成三维模型，用于场景与道具预览。',
    envVar: 'LAB_FAST_MODEL_URL',
  },
];

/**
 * The laboratory's two external tools with the URL the operator configured. Only http(s) URLs count:
 * anything else (a typo, a javascript: link) is shown as 未配置 rather than opened.
 */
export function labTools(configured: Partial<TLabTools> | undefined): LabTool[] {
  return TOOLS.map((t) => {
    const raw = (configured?.[t.key] ?? '').trim();
    let url: string | null = null;
    try {
      if (raw && /^https?:$/.test(new URL(raw).protocol)) url = raw;
    } catch {
      url = null;
    }
    return { ...t, url };
  });
}
