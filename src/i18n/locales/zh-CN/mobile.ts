import { home } from './mobile/home';
import { me } from './mobile/me';
import { course } from './mobile/course';
import { about } from './mobile/about';
import { login } from './mobile/login';
import { gift } from './mobile/gift';
import { download } from './mobile/download';

/** The mobile site (/m): one part per page, so each page downloads only its own texts (src/features/mobile/*Texts.ts). */
export const mobile = { home, me, course, about, login, gift, download };
