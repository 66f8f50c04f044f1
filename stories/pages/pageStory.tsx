import type { Decorator } from '@storybook/react-vite';
import { LinkProvider } from '@/components/Link';
import { failed, loading, ready, type Loadable } from '@/components/Loadable';
import { vars } from '@tokens/theme.css';
import { StoryLink } from '../components/storyKit';

/**
 * Page views draw on the app's grey page, full width, with links that record where they would go instead
 * of leaving the story.
 */
export const onPage: Decorator = (Story) => (
  <LinkProvider component={StoryLink}>
    <div style={{ minHeight: '100vh', background: vars.color.neutral[50] }}>
      <Story />
    </div>
  </LinkProvider>
);

export const pageParameters = { layout: 'fullscreen' } as const;

/** The three ways a region's data can be. */
export const states = { loading, failed: failed(), ready } as const;
export type { Loadable };
