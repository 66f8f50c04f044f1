import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { FoundationPage, FoundationSection, ResponsiveValue, TokenPath } from './FoundationPage';
import * as styles from './foundations.css';

const usage: Record<string, string> = {
  none: '通栏图片',
  sm: '标签、输入框内元素',
  md: '输入框、分页按钮',
  lg: '卡片',
  xl: '弹窗、底部面板',
  pill: '按钮、胶囊标签',
};

function RadiiPage() {
  const radii = Object.entries(tokens.scale.radius) as [keyof typeof tokens.scale.radius, { desktop: number; phone: number }][];
  return (
    <FoundationPage title="圆角 Radii" lead="圆角从小到大对应元素从小到大：标签最小，卡片居中，弹窗最大；按钮统一使用胶囊圆角。">
      <FoundationSection title="圆角 Radius" note="vars.radius">
        <div className={styles.tileGrid}>
          {radii.map(([name, value]) => (
            <div key={name} className={styles.tile}>
              <div className={styles.radiusShape} style={{ borderRadius: vars.radius[name] }} />
              <div className={styles.rowLabel}>
                <span className={styles.rowName}>
                  {name} · {usage[name]}
                </span>
                <span className={styles.rowMeta}>
                  <ResponsiveValue value={value} />
                </span>
                <TokenPath>radius.{name}</TokenPath>
              </div>
            </div>
          ))}
        </div>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Radii',
  component: RadiiPage,
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof RadiiPage>;
export default meta;

export const Scale: StoryObj<typeof meta> = {};
