import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { tokens, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { FoundationPage, FoundationSection, ResponsiveValue } from './FoundationPage';
import * as styles from './foundations.css';

type Scale = Record<string, { desktop: number; phone: number }>;

function ScaleRows({ scale, style }: { scale: Scale; style: (key: string) => CSSProperties }) {
  return (
    <div className={styles.rows}>
      {Object.entries(scale).map(([name, value]) => (
        <div key={name} className={styles.scaleRow}>
          <span className={styles.rowName}>{name}</span>
          <span className={styles.rowMeta}>
            <ResponsiveValue value={value} /> · {toRem(value.desktop, 'desktop')} / {toRem(value.phone, 'phone')}
          </span>
          <div className={styles.scaleTrack}>
            <div className={styles.bar} style={style(name)} />
          </div>
        </div>
      ))}
    </div>
  );
}

function SpacingPage() {
  return (
    <FoundationPage
      title="间距 Spacing"
      lead="间距与控件高度同样分桌面、手机两套数值，组件只通过 vars.space / vars.control 或 sprinkles 使用它们。条形长度即当前视口下的实际尺寸。"
    >
      <FoundationSection title="间距 Space" note="vars.space · sprinkles padding / margin / gap">
        <ScaleRows scale={tokens.scale.space} style={(key) => ({ width: vars.space[key as keyof typeof vars.space] })} />
      </FoundationSection>
      <FoundationSection title="控件高度 Control heights" note="vars.control · 按钮、输入框">
        <ScaleRows
          scale={tokens.scale.control}
          style={(key) => ({
            width: `calc(${vars.control[key as keyof typeof vars.control]} * 3)`,
            height: vars.control[key as keyof typeof vars.control],
            borderRadius: vars.radius.pill,
          })}
        />
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: SpacingPage,
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof SpacingPage>;
export default meta;

export const Scale: StoryObj<typeof meta> = {};
