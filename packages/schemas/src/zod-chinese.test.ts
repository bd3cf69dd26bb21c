import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CallDef, isCallDef } from './calls/define';
import * as calls from './calls/index';
import { mentionsField } from './field-labels';
import { describeIssue, firstIssue } from './input-check';
// The package's entry installs the error map; importing it keeps this test honest about that.
import './index';

const allCalls = Object.values(calls).filter(isCallDef) as CallDef[];

/** Top-level keys of a call's input as a client sees them (from the OpenAPI side of the schema). */
function inputKeys(def: CallDef): string[] {
  const json = z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

/** Every message a caller can be shown for `value` (see describeIssue), with the path it names. */
function messages(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const issues = [...result.error.issues];
  const first = firstIssue(result.error.issues);
  if (first) issues.push(first);
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: describeIssue(i) }));
}

/** The English left in a message once the field's key (and the keys of its path) are taken out. */
function english(message: string, keys: string[]): string[] {
  let rest = message;
  for (const key of [...keys].sort((a, b) => b.length - a.length)) rest = rest.split(key).join(' ');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

/** Whether a message says which field it is about: its key, its Chinese label or another word for it. */
const namesField = (message: string, path: string): boolean =>
  path === '' || mentionsField(message, path.split('.')[0] ?? '');

/** Wrong values for one field: a value of each other kind. */
const WRONG_VALUES: unknown[] = [{ nested: 1 }, [1, 2], 12345, true, 'x'.repeat(300_000), -1, 'NOT_A_VALUE'];

describe('validation messages of every call are Chinese and name the field', () => {
  it('the package installs the Chinese error map', () => {
    expect(messages(z.object({ team_name: z.string() }), {})[0]).toEqual({
      path: 'team_name',
      message: '团队名称（team_name）不能为空',
    });
    expect(messages(z.object({ a: z.string() }), [])[0]).toEqual({
      path: '',
      message: '请求体应为对象，收到的是列表',
    });
    expect(messages(z.object({ e: z.enum(['SCRIPT', 'NOVEL']) }), { e: 'X' })[0]?.message).toBe(
      'e取值无效，请从可选项中选择',
    );
    expect(messages(z.object({ n: z.coerce.number().int() }), { n: 'abc' })[0]?.message).toBe(
      'n应为数字，收到的是非数字',
    );
  });

  for (const def of allCalls) {
    it(`${def.method} ${def.path}`, () => {
      const keys = inputKeys(def);
      const bodies: unknown[] = [[], 'text', 42, null, {}];
      for (const key of keys) for (const wrong of WRONG_VALUES) bodies.push({ [key]: wrong });
      for (const body of bodies) {
        for (const { path, message } of messages(def.input, body)) {
          const pathKeys = path.split('.');
          expect(english(message, pathKeys), `${JSON.stringify(body).slice(0, 60)} -> ${message}`).toEqual(
            [],
          );
          expect(/[\u4e00-\u9fff]/.test(message), message).toBe(true);
          expect(namesField(message, path), `${path}: ${message}`).toBe(true);
        }
      }
    });
  }
});
