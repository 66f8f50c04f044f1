import { addTexts } from '@/i18n';
import { content } from '@/i18n/locales/zh-CN/content';

// News, tutors and search texts come with their components.
addTexts({ content });
