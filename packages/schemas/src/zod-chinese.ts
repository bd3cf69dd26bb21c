import { z } from 'zod';
import { fieldName } from './field-labels';

// Zod's own messages are English, and its zh-CN locale still prints type names, enum values and
// patterns in English ("期望 string，实际接收 number"). Every schema of the product shares this one
// Chinese error map instead, so a refusal reads the same in the API's answer and under a web form.
// It is installed as `customError`, not `localeError`: zod installs its English locale whenever it
// is loaded, which would overwrite a locale set earlier, but it never touches customError.

/** Chinese names of the kinds of value zod reports. */
const TypeName: Readonly<Record<string, string>> = {
  string: '文字',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '列表',
  null: '空值',
  undefined: '空',
  date: '日期',
  nan: '非数字',
  file: '文件',
  map: '映射',
  set: '集合',
  symbol: '符号',
  function: '函数',
  literal: '固定值',
};

const typeName = (t: string): string => TypeName[t] ?? '其他类型';

/** What kind of value arrived, in the words of TypeName. */
function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** Values worth listing in a message: numbers and text that is not an English word. */
function listable(values: readonly unknown[]): string | null {
  if (values.length === 0 || values.length > 12) return null;
  const shown = values.map((v) => (typeof v === 'string' ? v : String(v)));
  return shown.some((v) => /[A-Za-z]{2,}/.test(v) || v === '') ? null : shown.join('、');
}

/** The unit of a length limit: characters for text, items for lists. */
const unitOf = (origin: string | undefined): string =>
  origin === 'string'
    ? '个字'
    : origin === 'array' || origin === 'set'
      ? '项'
      : origin === 'file'
        ? '字节'
        : '';

/** Why a value was refused, without the field name. */
function problem(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return '不能为空';
      return `应为${typeName(issue.expected)}，收到的是${typeName(receivedType(issue.input))}`;
    }
    case 'invalid_value': {
      const list = listable(issue.values);
      return list ? `取值无效，可选值：${list}` : '取值无效，请从可选项中选择';
    }
    case 'too_big': {
      const unit = unitOf(issue.origin);
      const max = String(issue.maximum);
      if (unit) return `不能超过${max}${unit}`;
      return issue.inclusive ? `不能大于${max}` : `须小于${max}`;
    }
    case 'too_small': {
      const unit = unitOf(issue.origin);
      const min = String(issue.minimum);
      if (unit)
        return Number(issue.minimum) <= 1 && issue.origin === 'string' ? '不能为空' : `至少${min}${unit}`;
      return issue.inclusive ? `不能小于${min}` : `须大于${min}`;
    }
    case 'invalid_format':
      return '格式不正确';
    case 'not_multiple_of':
      return `须为${String(issue.divisor)}的倍数`;
    case 'unrecognized_keys':
      return `含有不支持的字段：${issue.keys.join('、')}`;
    case 'invalid_key':
      return '含有不合法的键';
    case 'invalid_element':
      return '含有不合法的值';
    case 'invalid_union':
      return '格式不正确';
    default:
      return '不合法';
  }
}

/** The product's zod error map: the field's Chinese name, then the problem. */
export const chineseZodError: z.core.$ZodErrorMap = (issue) => `${fieldName(issue.path)}${problem(issue)}`;

z.config({ customError: chineseZodError });
