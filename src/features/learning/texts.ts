import { addTexts } from '@/i18n';
import { learning } from '@/i18n/locales/zh-CN/learning';

// The learning texts come with its components, in whichever page uses them first.
addTexts({ learning });
