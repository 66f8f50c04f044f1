import { addTexts } from '@/i18n';
import { catalog } from '@/i18n/locales/zh-CN/catalog';

// The catalog's texts come with its components, in whichever page uses them first.
addTexts({ catalog });
