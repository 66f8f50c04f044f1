import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  number: '数字',
  int: '整数',
  string: '文本',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
  date: '日期',
};

/** Chinese wording for issues whose schema carries no message of its own. */
export function defaultIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `应为${TYPE_NAMES[issue.expected] ?? '正确的类型'}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? '不能为空' : `长度不能少于 ${issue.minimum} 个字符`;
      if (issue.origin === 'array') return `至少需要 ${issue.minimum} 项`;
      return `不能小于 ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `长度不能超过 ${issue.maximum} 个字符`;
      if (issue.origin === 'array') return `最多 ${issue.maximum} 项`;
      return `不能大于 ${issue.maximum}`;
    case 'invalid_format':
      return '格式不正确';
    case 'invalid_value':
      return `取值应为 ${issue.values.map(String).join('、')} 之一`;
    case 'unrecognized_keys':
      return `包含未知字段 ${issue.keys.join('、')}`;
    default:
      return '不正确';
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** "参数 page 应为正整数", or "缺少参数 courseId" when the field was not sent at all. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const name = issue.path.map(String).join('.');
  if (!name) return `请求参数${issue.message}`;
  if (issue.code !== 'too_big' && isBlank(valueAt(input, issue.path))) return `缺少参数 ${name}`;
  return `参数 ${name} ${issue.message}`;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; message: string };

/** Forms send untouched fields as empty strings; treat them as not sent, so optional fields stay optional. */
export function dropEmptyFields(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  let empty = false;
  for (const key in record) {
    if (record[key] === '' || record[key] === undefined) {
      empty = true;
      break;
    }
  }
  if (!empty) return input;
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '' && value !== undefined));
}

/** C0 control characters other than tab, line feed and carriage return, and DEL: never part of what a person typed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path of the first string in the input that holds a control character. A NUL byte in particular is
 * refused by PostgreSQL in text parameters, so it must never reach a query: this check covers every field of
 * every call, whatever its schema.
 */
export function controlCharacterPath(input: unknown, path: string[] = []): string[] | null {
  if (typeof input === 'string') return CONTROL_CHARACTER.test(input) ? path : null;
  if (input === null || typeof input !== 'object') return null;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const found = controlCharacterPath(value, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Validates call input and turns the first problem into one user-facing sentence. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, rawInput: unknown): ParseResult<z.output<Schema>> {
  const input = dropEmptyFields(rawInput);
  const controlled = controlCharacterPath(input);
  if (controlled) {
    const name = controlled.join('.');
    return { ok: false, message: name ? `参数 ${name} 包含不允许的控制字符` : '请求参数包含不允许的控制字符' };
  }
  const result = schema.safeParse(input, { error: defaultIssueMessage });
  if (result.success) return { ok: true, data: result.data };
  const first = result.error.issues[0];
  return { ok: false, message: first ? describeIssue(first, input) : '请求参数不正确' };
}
