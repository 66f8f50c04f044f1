import type { Catalog } from '../../catalog';
import type { zhCN } from '../zh-CN';
import { account } from './account';
import { common } from './common';
import { components } from './components';
import { pages } from './pages';
import { shell } from './shell';

export const en: Catalog<typeof zhCN> = { common, components, shell, account, pages };
