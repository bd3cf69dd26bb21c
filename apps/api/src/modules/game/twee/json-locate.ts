// Where a JSON text first goes wrong. JSON.parse names a position for most errors but not for
// "Unexpected token ... is not valid JSON"; an import must name the problem line either way.

class At extends Error {
  constructor(readonly offset: number) {
    super('json');
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// A control character (below U+0020) inside a string is an error, as in JSON.
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids them; the pattern names them.
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

/** The offset of the first error in `text` as JSON, or null when it is valid JSON. */
export function jsonErrorOffset(text: string): number | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const sticky = (re: RegExp) => {
    re.lastIndex = i;
    if (!re.test(text)) throw new At(i);
    i = re.lastIndex;
  };
  const expect = (c: string) => {
    ws();
    if (text[i] !== c) throw new At(i);
    i++;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === '{') {
          ws();
          sticky(STRING);
          expect(':');
        }
        value();
        ws();
        if (text[i] === ',') i++;
        else {
          expect(close);
          return;
        }
      }
    }
    if (c === '"') {
      sticky(STRING);
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    sticky(NUMBER);
  };
  try {
    value();
    ws();
    if (i < text.length) throw new At(i);
    return null;
  } catch (error) {
    if (error instanceof At) return error.offset;
    throw error;
  }
}
