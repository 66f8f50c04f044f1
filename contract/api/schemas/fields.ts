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

export const mobilePhone = () =>
  z
    .string({ error: '应为文本' })
    .trim()
    .regex(/^1\d{10}$/, { error: '应为 11 位手机号码' });

/** 0/1 or true/false flags as sent by forms. */
export function flag() {
  return z.enum(['0', '1', 'true', 'false'], { error: '应为 0 或 1' }).transform((value) => value === '1' || value === 'true');
}

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
