import { api } from './locales/zh-CN/api';
import { chrome } from './locales/zh-CN/chrome';
import { common } from './locales/zh-CN/common';
import { componentsB } from './locales/zh-CN/componentsB';
import { pages } from './locales/zh-CN/pages';
import { routes } from '@contract/routes/titles.zh-CN';
import { shell } from './locales/zh-CN/shell';

/**
 * The areas of the Chinese catalog the first paint does without. They load with the first layout or
 * page chunk, and every chunk waits for them, so no chunk draws before its texts are in place. The HTTP
 * client's messages are here too: only code in those chunks calls the server.
 */
export const zhCNRest = { api, chrome, common, componentsB, pages, routes, shell } as const;
