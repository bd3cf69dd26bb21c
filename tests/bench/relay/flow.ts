import * as Y from 'yjs';

// The Yjs update flow every relay under test carries, identical for all of them: the product's
// document shape (XmlFragment `default`, one `paragraph` element per line, ARCHITECTURE.md) and
// typing as 2-4 Chinese characters inserted at a random place (PERFORMANCE-NOTES.md "Relay").

const HANZI =
  '的一是了我不人在他有这个上们来到时大地为子中你说生国年着就那和要她出也得里后自以会家可下而过天去能对小多然于心学么之都好看起发当没成只如事把还用第样道想作种开美总从无情己面最女但现前些所同日手又行意动方期它头经长儿回位分爱老因很给名法间斯知世什两次使身者被高已亲其进此话常与活正感见明问力理尔点文几定本公特做外孩相西果走将月十实向声车全信重三机工物气每并别真打太新比才便夫再书部水像眼等体却加电主界门利海受听表德少克代员许先口由死安写性马光白或住难望教命花结乐色更拉东神记处让母父应直字场平报友关放至张认接告入笑内英军候民岁往何度山觉路带万男边风解叫任金快原吃妈变通师立象数四失满战远格士音轻目条呢病始达深完今提求清王化空业思切怎非找片罗钱吗语元喜曾离飞科言干流欢约各即指合反题必该论交终林请医晚制球决传画保读运及则房早院量苦火布品近坐产答星精视五连司巴奇管类未朋且婚台夜青北队久乎越观落尽形影红爸百令周吧识步希亚术留市半热送兴造谈容极随演收首根讲整式取照办强石古华拿计您装似足双妻尼转诉米称丽客南领节衣站黑刻统断福城故历惊脸选包紧争另建维绝树系伤示愿持千史谁准联妇纪基买志静阿诗独复痛消社算义竟确酒需单治卡幸兰念举仅钟怕共毛句息功官待究跟穿室易游程号居考突皮哪费倒价图具刚脑永歌响商礼细专黄块脚味灵改据般破引食仍存众注笔甚某沉血备习校默务土微娘须试怀料调广苏显赛查密议底列富梦错座参八除跑亮假印设线温虽掉京初养香停际致阳纸李纳验助激够严证帝饭忘趣支春集丈木研班普导顿睡展跳获艺六波察群皇段急庭创区奥器谢弟店否害草排背止组州朝封睛板角况曲馆育忙质河续哥呼若推境遇雨标姐充围案伦护冷警贝著雪索剧啊船险烟依斗值帮汉慢佛肯闻唱沙局伯族低玩资屋击速顾泪洲团圣旁堂兵七露园牛哭旅街劳型烈姑陈莫鱼异抱宝权鲁简态级票怪寻杀律胜份汽右洋范床舞秘午登楼贵吸责例追较职属渐左录丝牙党继托赶章智冲叶胡吉卖坚喝肉遗救修松临藏担戏善卫药悲敢靠伊村戴词森耳差短祖云规窗散迷油旧适乡架恩投弹铁博雷府压超负勒杂醒洗采毫嘴毕九冰既状乱景席珍童顶派素脱农疑练野按犯拍征坏骨余承置彩灯巨琴免环姆暗换技翻束增忍餐洛塞缺忆判欧层付阵玛批岛项狗休懂武革良恶恋委拥娜妙探呀营退摇弄桌熟诺宣银势奖宫忽套康供优课鸟喊降夏困刘罪亡鞋健模败伴守挥鲜财孤枪禁恐伙杰迹妹遍盖副坦牌江顺秋萨菜划授归浪听凡预奶雄升编典袋莱含盛济蒙棋端腿招释介烧误'.replace(
    /\s/g,
    '',
  );

/** A small fast PRNG (mulberry32) so every run types the same text at the same places. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` common Chinese characters. */
export function hanzi(random: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += HANZI[Math.floor(random() * HANZI.length)];
  return s;
}

/** The shared fragment Tiptap's Collaboration extension edits. */
export function fragmentOf(doc: Y.Doc): Y.XmlFragment {
  return doc.getXmlFragment('default');
}

/** Appends `lines` paragraphs of `charsPerLine` characters in one transaction (a document's seed). */
export function seedParagraphs(doc: Y.Doc, random: () => number, lines: number, charsPerLine: number): void {
  doc.transact(() => {
    const fragment = fragmentOf(doc);
    const paragraphs: Y.XmlElement[] = [];
    for (let i = 0; i < lines; i++) {
      const p = new Y.XmlElement('paragraph');
      p.insert(0, [new Y.XmlText(hanzi(random, charsPerLine))]);
      paragraphs.push(p);
    }
    fragment.insert(fragment.length, paragraphs);
  });
}

/** The text of a random line (paragraph) of the fragment, or undefined when it has none. */
export function randomLineText(doc: Y.Doc, random: () => number): Y.XmlText | undefined {
  const fragment = fragmentOf(doc);
  if (fragment.length === 0) return undefined;
  const p = fragment.get(Math.floor(random() * fragment.length));
  if (!(p instanceof Y.XmlElement)) return undefined;
  const text = p.get(0);
  return text instanceof Y.XmlText ? text : undefined;
}

/** One keystroke burst: 2-4 characters inserted at a random place of a random line. */
export function typeAtRandom(doc: Y.Doc, random: () => number): void {
  const text = randomLineText(doc, random);
  if (!text) return;
  text.insert(Math.floor(random() * (text.length + 1)), hanzi(random, 2 + Math.floor(random() * 3)));
}

/** Characters in the fragment's lines (plain text length). */
export function charCount(doc: Y.Doc): number {
  let n = 0;
  for (const p of fragmentOf(doc).toArray()) {
    if (p instanceof Y.XmlElement) {
      const t = p.get(0);
      if (t instanceof Y.XmlText) n += t.length;
    }
  }
  return n;
}

/**
 * The clock ranges a transaction added, per client: [client, from, to), from the state vectors Yjs
 * keeps on every transaction (no second decoding of the update). The sender records the clock where
 * each insertion starts; a receiver counts every recorded insertion inside a range it applied.
 * Ranges, not exact keys: a relay may merge several updates of one client into one message. An
 * update held back for a missing dependency counts when it is integrated, not when it arrived.
 */
export function appliedRanges(tr: Y.Transaction): Array<[number, number, number]> {
  const ranges: Array<[number, number, number]> = [];
  for (const [client, to] of tr.afterState) {
    const from = tr.beforeState.get(client) ?? 0;
    if (to > from) ranges.push([client, from, to]);
  }
  return ranges;
}

/**
 * The clock ranges an update carries, per client: [client, from, to), decoded from the update (the
 * soak bench matches with it). The fan-out bench uses `appliedRanges`, which needs no decoding.
 */
export function updateRanges(update: Uint8Array): Array<[number, number, number]> {
  const { from, to } = Y.parseUpdateMeta(update);
  const ranges: Array<[number, number, number]> = [];
  for (const [client, clock] of from) ranges.push([client, clock, to.get(client) ?? clock]);
  return ranges;
}

/** Send times of one run's insertions, per client in clock order, matched against applied ranges. */
export class SendLog {
  private readonly byClient = new Map<number, { clocks: number[]; times: number[] }>();
  size = 0;

  /** Records an insertion starting at `clock`, typed at `time` (us). */
  add(client: number, clock: number, time: number): void {
    let entry = this.byClient.get(client);
    if (!entry) {
      entry = { clocks: [], times: [] };
      this.byClient.set(client, entry);
    }
    entry.clocks.push(clock);
    entry.times.push(time);
    this.size++;
  }

  /** The log as [client, clock, time, ...], in clock order per client: crosses process boundaries. */
  flat(): Float64Array {
    const out = new Float64Array(this.size * 3);
    let i = 0;
    for (const [client, { clocks, times }] of this.byClient)
      for (let k = 0; k < clocks.length; k++) {
        out[i++] = client;
        out[i++] = clocks[k] as number;
        out[i++] = times[k] as number;
      }
    return out;
  }

  /** Adds a log another process `flat`tened. */
  addFlat(flat: Float64Array): void {
    for (let i = 0; i + 2 < flat.length; i += 3)
      this.add(flat[i] as number, flat[i + 1] as number, flat[i + 2] as number);
  }

  /** Calls `found(sentTime)` for every recorded insertion of `client` with from <= clock < to. */
  each(client: number, from: number, to: number, found: (sent: number) => void): void {
    const entry = this.byClient.get(client);
    if (!entry) return;
    let lo = 0;
    let hi = entry.clocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((entry.clocks[mid] as number) < from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < entry.clocks.length && (entry.clocks[i] as number) < to; i++)
      found(entry.times[i] as number);
  }
}

/** Monotonic nanoseconds as a number of microseconds; CLOCK_MONOTONIC is shared by all processes. */
export function nowUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
