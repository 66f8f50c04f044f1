import { z } from 'zod';

/*
 * Building blocks for request fields. Form values arrive as strings, so numbers and flags are coerced.
 * Messages omit the field name: the validator prefixes it ("参数 page 应为正整数").
 */

export const MAX_PAGE_SIZE = 50;

export function positiveInt() {
  return z.coerce
    .number<number | string>({ error: '应为正整数' })
    .int({ error: '应为正整数' })
    .min(1, { error: '应为正整数' })
    .max(2_147_483_647, { error: '超出允许范围' });
}

/** Database ids are positive integers. */
export const id = positiveInt;

export const pageField = positiveInt().default(1);
export const sizeField = positiveInt()
  .max(MAX_PAGE_SIZE, { error: `不能大于 ${MAX_PAGE_SIZE}` })
  .default(10);

export const pagingRequest = { page: pageField, size: sizeField };

export function paged<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

/** Required single-line text, trimmed. */
export function text(max: number) {
  return z
    .string({ error: '应为文本' })
    .trim()
    .min(1, { error: '不能为空' })
    .max(max, { error: `长度不能超过 ${max} 个字符` });
}

/** Optional text: absent or blank becomes an empty string. */
export function optionalText(max: number) {
  return z
    .string({ error: '应为文本' })
    .trim()
    .max(max, { error: `长度不能超过 ${max} 个字符` })
    .default('');
}

/** An ISO 8601 time with its zone, as the console's forms send the local time they show. */
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A time whose day exists (Date.parse rolls 02-31 over into March) and whose clock reads below 24:00. */
function isCalendarTime(value: string): boolean {
  const [year, month, day, hour, minute] = value.slice(0, 16).split(/[-T:]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && !Number.isNaN(Date.parse(value))
  );
}

/**
 * A moment with its time zone, or blank for none (an open end, no deadline): a time without its zone would
 * be read in the server's zone, not the editor's, so it is refused.
 */
export function optionalZonedTime() {
  return optionalText(40).refine((value) => value === '' || (ZONED_TIME.test(value) && isCalendarTime(value)), {
    error: '应为带时区的时间，如 2026-12-20T09:00:00+08:00',
  });
}

export const mobilePhone = () =>
  z
    .string({ error: '应为文本' })
    .trim()
    .regex(/^1\d{10}$/, { error: '应为 11 位手机号码' });

/** 0/1 or true/false flags as sent by forms. */
export function flag() {
  return z.enum(['0', '1', 'true', 'false'], { error: '应为 0 或 1' }).transform((value) => value === '1' || value === 'true');
}

/** An amount as typed in yuan: up to 999 999.99, at most two decimals (forms check it as it is typed). */
export const MONEY_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/** An amount typed in yuan, as whole fen. */
export const moneyCents = () =>
  z
    .string({ error: '应为金额' })
    .trim()
    .regex(MONEY_PATTERN, { error: '应为不超过 999999.99 的金额，最多两位小数' })
    .transform((value) => Math.round(Number(value) * 100));

export const yuan = z.number().describe('金额，单位元，两位小数');
export const isoDateTime = z.string().describe('ISO 8601 时间');

/** One of a few fixed values; numbers sent as JSON numbers are accepted too. */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.coerce
    .string<string | number>()
    .pipe(z.enum(values, { error: `取值应为 ${values.join('、')} 之一` }))
    .describe(`取值：${values.join(' / ')}`);
}

export const optionalId = () => positiveInt().optional();

/** A new order of records: their ids, comma-separated, first to last. */
export const idOrder = () =>
  z
    .string({ error: '应为逗号分隔的编号' })
    .trim()
    .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, { error: '应为逗号分隔的编号' })
    .transform((value) => value.split(',').map(Number));

const UPLOADED_ADDRESS = /^(https?:\/\/|\/)[^\s<>"']+$/;

/** Address of one uploaded file (as the upload answer gives it), or absent. */
export function optionalFileAddress() {
  return z
    .string({ error: '应为文本' })
    .trim()
    .max(500, { error: '文件地址过长' })
    .refine((value) => value === '' || UPLOADED_ADDRESS.test(value), { error: '文件地址格式不正确' })
    .default('');
}

/** Addresses of uploaded pictures: a comma-separated string or a repeated field. */
export function imageList(max: number) {
  const address = z.string().trim().max(500, { error: '图片地址过长' }).regex(UPLOADED_ADDRESS, { error: '图片地址格式不正确' });
  return z
    .union([z.string(), z.array(z.string())], { error: '应为图片地址列表' })
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(address).max(max, { error: `最多 ${max} 张图片` }))
    .default([]);
}
