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
import { home } from './home';
import { catalog } from './catalog';
import { collection } from './collection';
import { content } from './content';
import { site } from './site';
import { commerce } from './commerce';
import { mobile } from './mobile';
import { campaign } from './campaign';
import { learning } from './learning';
import { evaluation } from './evaluation';
import { studymag } from './studymag';
import { admin } from './admin';

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
  home,
  catalog,
  collection,
  content,
  site,
  commerce,
  mobile,
  campaign,
  learning,
  evaluation,
  studymag,
  admin,
};
