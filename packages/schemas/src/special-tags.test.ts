import { describe, expect, it } from 'vitest';
import { ZSetSpecialTags } from './admin';
import {
  featuresOf,
  GATED_TAGS,
  gateOfCall,
  gateOfEntry,
  SPECIAL_TAG_KEYS,
  SpecialTagGate,
  SpecialTagLabel,
} from './special-tags';

describe('special tag gates', () => {
  it('every tag has a Chinese label and every gate a reason naming it', () => {
    expect(Object.keys(SpecialTagLabel).sort()).toEqual([...SPECIAL_TAG_KEYS].sort());
    expect(SpecialTagGate.ai_evaluate.reason).toBe('该功能需开通「AI评估」权限');
    for (const tag of GATED_TAGS) expect(SpecialTagGate[tag].reason).toContain(`「${SpecialTagLabel[tag]}」`);
  });

  it('features follow the spec: chat levels, novel-to-script needs chat, the rest equal 1', () => {
    expect(featuresOf(undefined)).toEqual(Object.fromEntries(GATED_TAGS.map((t) => [t, false])));
    expect(featuresOf({ ai_chat: 4 })).toMatchObject({ ai_chat: true, novel_to_script: false });
    expect(featuresOf({ novel_to_script: 1 }).novel_to_script).toBe(false);
    expect(featuresOf({ ai_chat: 1, novel_to_script: 1 }).novel_to_script).toBe(true);
    expect(featuresOf({ ai_evaluate: 1, comfy_ui: 1 })).toMatchObject({ ai_evaluate: true, comfy_ui: true });
  });

  it('finds the gate of a call and of a web entry', () => {
    expect(gateOfCall('/ai_web/ai/exe_evaluate')).toBe('ai_evaluate');
    expect(gateOfCall('/ai_web/ai/exe_evaluate_more')).toBeNull();
    expect(gateOfCall('/ai_web/ai/comfy/drawing?x=1')).toBe('comfy_ui');
    expect(gateOfCall('/ai_web/ai/custom_model/train')).toBe('train_lora');
    expect(gateOfCall('/ai_web/ai/novel_to_screenplay')).toBe('novel_to_script');
    expect(gateOfCall('/ai_web/ai/batch_video/compose')).toBeNull();
    expect(gateOfCall('/ixj_web/project/doc/add')).toBeNull();
    expect(gateOfEntry('/workBench/evaluate')).toBe('ai_evaluate');
    expect(gateOfEntry('/workDetail/w1/SCRIPT/evaluate')).toBe('ai_evaluate');
    expect(gateOfEntry('/workDetail/w1/SCRIPT/evaluate/record/1/2/0/名')).toBe('ai_evaluate');
    expect(gateOfEntry('/workDetail/w1/SCRIPT/script')).toBeNull();
    expect(gateOfEntry('/aiWork/subtitling-batch/list')).toBe('batch_subtitle');
    expect(gateOfEntry('/aiWork/subtitling')).toBeNull();
    expect(gateOfEntry('/workBench/worksManage')).toBeNull();
  });

  it('a special_tags change names an unknown key and a bad value in Chinese', () => {
    const unknown = ZSetSpecialTags.safeParse({ user_id: 'u', special_tags: { ai_chat: 1, flying: 1 } });
    expect(unknown.error?.issues[0]?.message).toBe('未知的特殊标签：flying');
    const bad = ZSetSpecialTags.safeParse({ phone: '13800000000', special_tags: { ai_chat: 2 } });
    expect(bad.error?.issues[0]?.message).toBe('特殊标签 ai_chat 的取值必须为 0、1、3 或 4');
    const good = ZSetSpecialTags.parse({
      phone: 13800000000,
      special_tags: { ai_chat: '4', overseas: true },
    });
    expect(good).toEqual({ phone: '13800000000', special_tags: { ai_chat: 4, overseas: 1 } });
  });
});
