// A synthetic Chinese corpus with a realistic skew: writing-craft words drawn by Zipf's law (a few in
// most materials, most in few), filler characters drawn uniformly, and a set of rare characters.
// Deterministic (seeded), so every run searches the same rows.

/** Writing words, most frequent first (rank decides frequency). */
export const WORDS = (
  '人物 冲突 情节 故事 主角 反转 悬念 台词 结局 开场 高潮 对白 伏笔 动机 场景 角色 情感 节奏 细节 ' +
  '矛盾 目标 阻碍 选择 代价 关系 秘密 误会 和解 背叛 成长 复仇 救赎 爱情 友情 亲情 家庭 职场 校园 ' +
  '悬疑 喜剧 悲剧 历史 科幻 奇幻 都市 乡村 战争 江湖 宫廷 侦探 律师 医生 警察 记者 老师 学生 总裁 ' +
  '设计师 厨师 歌手 演员 导演 编剧 作家 画家 商人 农民 士兵 将军 皇帝 公主 侠客 杀手 小偷 骗子 ' +
  '重逢 离别 相遇 误解 试探 告白 拒绝 追求 牺牲 守护 逃离 回归 觉醒 堕落 崛起 失去 寻找 等待 ' +
  '雨夜 黄昏 清晨 车站 医院 法庭 餐厅 天台 山顶 海边 古镇 地铁 酒吧 书店 咖啡馆 出租屋 ' +
  '一见钟情 破镜重圆 欢喜冤家 青梅竹马 将计就计 反客为主 声东击西 卧薪尝胆 背水一战 ' +
  '扮猪吃虎 金蝉脱壳 借刀杀人 瞒天过海 欲擒故纵 抛砖引玉 围魏救赵 调虎离山 ' +
  '身世之谜 双重身份 时间循环 平行世界 记忆缺失 遗产争夺 密室杀人 替身 契约 婚约 遗嘱 日记 信件 ' +
  '照片 钥匙 戒指 手机 录音 监控 证据 证人 嫌疑人 凶手 受害者 目击者'
).split(/\s+/);

/** Filler characters, each in about one material in eight. */
const FILLER =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质';

/** Rare characters, each in a few hundred materials. */
export const RARE = '鑫曦瑾琰霁翊骁璟珩炽';

/** A seeded pseudo-random generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cumulative Zipf weights (s = 1) over WORDS. */
const zipf = (() => {
  const w = WORDS.map((_, i) => 1 / (i + 1));
  const total = w.reduce((a, b) => a + b, 0);
  let acc = 0;
  return w.map((x) => {
    acc += x / total;
    return acc;
  });
})();

function pickWord(rnd: () => number): string {
  const r = rnd();
  let lo = 0;
  let hi = zipf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((zipf[mid] as number) < r) lo = mid + 1;
    else hi = mid;
  }
  return WORDS[lo] as string;
}

const CATS = [
  'ganhuo',
  'dagang',
  'qiaoduan',
  'sucai',
  'shangxi',
  'taici',
  'wenan',
  'genggai',
  'jieshao',
  'chongtu',
  'others',
];

/** One generated material: a short title and a 100-200 character body. */
export function material(rnd: () => number, n: number) {
  const piece = (count: number): string => {
    let s = '';
    for (let i = 0; i < count; i++) {
      s += rnd() < 0.45 ? pickWord(rnd) : FILLER[Math.floor(rnd() * FILLER.length)];
      if (rnd() < 0.06) s += rnd() < 0.5 ? '，' : '。';
    }
    return s;
  };
  let content = piece(60 + Math.floor(rnd() * 50));
  if (rnd() < 0.004) content += RARE[Math.floor(rnd() * RARE.length)];
  return {
    title: `${pickWord(rnd)}${piece(4)}`,
    content,
    cat1: CATS[n % CATS.length] as string,
    cat2: '',
    tags: [pickWord(rnd), pickWord(rnd)],
  };
}
