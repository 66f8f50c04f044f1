/** Another locale must translate exactly the keys of the zh-CN catalog: no key missing, none extra. */
export type Catalog<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
