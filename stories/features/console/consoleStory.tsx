import type { Decorator } from '@storybook/react-vite';
import { consoleStyles } from '@/features/console';
import { onPage } from '../../pages/pageStory';

/** A console view in its white panel on the console's grey desk (decorators listed later wrap the earlier ones). */
export const inConsolePanel: Decorator[] = [
  (Story) => (
    <div style={{ padding: 24 }}>
      <section className={consoleStyles.panel}>
        <Story />
      </section>
    </div>
  ),
  onPage,
];
