import type { Catalog } from '../../catalog';
import type { zhCN } from '../zh-CN';
import { account } from './account';
import { api } from './api';
import { app } from './app';
import { chrome } from './chrome';
import { common } from './common';
import { components } from './components';
import { componentsB } from './componentsB';
import { pages } from './pages';
import { registerPage } from './registerPage';
import { shell } from './shell';
import { routes } from './routes';
import { settingsPage } from './settingsPage';

export const en: Catalog<typeof zhCN> = {
  app,
  chrome,
  api,
  common,
  components,
  componentsB,
  shell,
  account,
  pages,
  routes,
  settingsPage,
  registerPage,
};
