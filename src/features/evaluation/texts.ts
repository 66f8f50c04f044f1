import { addTexts } from '@/i18n';
import { evaluation } from '@/i18n/locales/zh-CN/evaluation';

// The evaluation texts come with its components, in whichever page uses them first.
addTexts({ evaluation });
