import { jsonAnswer, listOf } from './json-schema';
import type { PromptFile } from './types';

/** Conflict ideas for a passage or premise; the user turn carries 【剧情】. */
export const conflictMaterialPrompt: PromptFile = {
  id: 'conflict_material',
  version: 1,
  system: [
    '你是编剧顾问。根据【剧情】提出可以加强戏剧冲突的素材：人物之间的目标对立、误会、两难选择、时间压力、意外阻碍等。',
    '每条给出 title（不超过12个字）和 description（两三句，说明冲突双方、起因和可能的走向），要能直接用进这段剧情。只输出 JSON。',
  ].join('\n'),
  output: jsonAnswer('conflict_material', { list: listOf(['title', 'description']) }),
};
