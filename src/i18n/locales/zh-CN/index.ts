import { account } from './account';
import { common } from './common';
import { components } from './components';
import { pages } from './pages';
import { shell } from './shell';

export const zhCN = { common, components, shell, account, pages } as const;
