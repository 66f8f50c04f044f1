import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { FoundationPage, FoundationSection, TokenPath } from './FoundationPage';
import * as styles from './foundations.css';

const usage: Record<string, string> = {
  sm: '静止的卡片、输入框',
  md: '课程卡片、下拉菜单',
  lg: '悬停的卡片、弹窗',
  focus: '键盘焦点环',
};

function ShadowsPage() {
  const shadows = Object.entries(tokens.shadow) as [keyof typeof tokens.shadow, string][];
  return (
    <FoundationPage
      title="阴影 Shadows"
      lead="阴影带一点品牌蓝，让白色卡片在浅灰背景上浮起而不发脏。焦点环也是阴影，因此不会改变元素尺寸。"
    >
      <FoundationSection title="阴影 Elevation" note="vars.shadow">
        <div className={styles.shadowStage}>
          <div className={styles.tileGrid}>
            {shadows.map(([name, value]) => (
              <div key={name} className={styles.tile}>
                <div className={styles.shadowShape} style={{ boxShadow: vars.shadow[name] }} />
                <div className={styles.rowLabel}>
                  <span className={styles.rowName}>
                    {name} · {usage[name]}
                  </span>
                  <TokenPath>{value}</TokenPath>
                </div>
              </div>
            ))}
          </div>
        </div>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Shadows',
  component: ShadowsPage,
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof ShadowsPage>;
export default meta;

export const Elevation: StoryObj<typeof meta> = {};
