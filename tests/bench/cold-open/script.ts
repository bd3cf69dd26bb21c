import fs from 'node:fs';
import path from 'node:path';
import * as Y from 'yjs';
import { repoRoot } from '../../e2e/support/paths';
import { charCount, fragmentOf, hanzi, seededRandom } from '../relay/flow';

// A long Chinese script built the way a writer builds it: line by line in script blocks (scene,
// characters, action, dialogue, transition; SCRIPT-FORMAT.md), typed 1-3 characters per
// transaction (IME commits), with some going back to earlier lines to insert and delete. The Yjs
// history this leaves (many small items) is what a relay loads, unlike one bulk insert.

const ROLES = ['林秋', '掌柜', '小二', '沈墨', '苏婉', '老周'];

/** Builds (or reads from the bench artifacts cache) a typed script of about `chars` characters. */
export function typedScript(chars: number): Uint8Array {
  const cache = path.join(repoRoot, `tests/.artifacts/bench/typed-script-${chars}-v1.bin`);
  if (fs.existsSync(cache)) return new Uint8Array(fs.readFileSync(cache));
  const update = Y.encodeStateAsUpdate(buildTypedScript(chars));
  fs.mkdirSync(path.dirname(cache), { recursive: true });
  fs.writeFileSync(cache, update);
  return update;
}

/** Types a script of at least `chars` characters into a fresh Y.Doc (deterministic). */
export function buildTypedScript(chars: number): Y.Doc {
  const doc = new Y.Doc();
  const random = seededRandom(20261126);
  const fragment = fragmentOf(doc);
  let typed = 0;
  let scene = 0;
  const newLine = (block: string): Y.XmlText => {
    const text = new Y.XmlText();
    doc.transact(() => {
      const p = new Y.XmlElement('paragraph');
      p.setAttribute('block', block);
      p.insert(0, [text]);
      fragment.insert(fragment.length, [p]);
    });
    return text;
  };
  const typeLine = (block: string, content: string) => {
    const text = newLine(block);
    let i = 0;
    while (i < content.length) {
      const n = 1 + Math.floor(random() * 3);
      text.insert(text.length, content.slice(i, i + n));
      i += n;
    }
    typed += content.length;
    // Now and then go back: insert a few characters into an earlier line, or delete some.
    if (random() < 0.08 && fragment.length > 2) {
      const p = fragment.get(Math.floor(random() * fragment.length));
      const t = p instanceof Y.XmlElement ? p.get(0) : null;
      if (t instanceof Y.XmlText && t.length > 4) {
        if (random() < 0.6) {
          const add = hanzi(random, 2 + Math.floor(random() * 4));
          t.insert(Math.floor(random() * t.length), add);
          typed += add.length;
        } else {
          const n = 1 + Math.floor(random() * 3);
          t.delete(Math.floor(random() * (t.length - n)), n);
          typed -= n;
        }
      }
    }
  };
  while (typed < chars) {
    scene++;
    typeLine(
      'scene',
      `${Math.ceil(scene / 12)}-${((scene - 1) % 12) + 1} ${random() < 0.5 ? '日' : '夜'} ${random() < 0.5 ? '内' : '外'} ${hanzi(random, 4)}`,
    );
    const cast = ROLES.filter(() => random() < 0.5).slice(0, 3);
    const speakers = cast.length ? cast : ['林秋'];
    typeLine('characters', `人物：${speakers.join('、')}`);
    for (let beat = 0; beat < 8 && typed < chars; beat++) {
      if (random() < 0.35) typeLine('action', `△${hanzi(random, 20 + Math.floor(random() * 40))}`);
      else
        typeLine(
          'dialogue',
          `${speakers[Math.floor(random() * speakers.length)]}：${hanzi(random, 8 + Math.floor(random() * 30))}`,
        );
    }
    if (random() < 0.2) typeLine('transition', '切至：');
  }
  if (charCount(doc) < chars) throw new Error('typed script came out short');
  return doc;
}
