import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { FoundationPage, FoundationSection, ResponsiveValue, TokenPath } from './FoundationPage';
import * as styles from './foundations.css';

const sampleText = '学而时习之 Learning every day';

const usage: Record<string, string> = {
  xs: '辅助信息、角标',
  sm: '次要文字、表格',
  md: '正文',
  lg: '卡片标题',
  xl: '区块标题',
  xxl: '页面标题',
  display: '首页横幅',
  price: '价格（SPEC §9 0.22rem）',
};

function TypographyPage() {
  const sizes = Object.entries(tokens.scale.fontSize) as [
    keyof typeof tokens.scale.fontSize,
    { desktop: number; phone: number },
  ][];
  const weights = Object.entries(tokens.font.weight) as [keyof typeof tokens.font.weight, number][];
  const lineHeights = Object.entries(tokens.font.lineHeight) as [keyof typeof tokens.font.lineHeight, number][];
  const families = Object.entries(tokens.font.family) as [keyof typeof tokens.font.family, string][];
  return (
    <FoundationPage
      title="字体 Typography"
      lead="字号以设计稿像素定义：桌面端基于 1920 宽设计稿（1rem = 100 设计像素，随视口缩放），手机端基于 375 宽（根字号 13.333vw）。下方示例使用主题变量，缩放窗口即可看到两套字号切换。"
    >
      <FoundationSection title="字号 Font sizes" note="vars.fontSize">
        <div className={styles.rows}>
          {sizes.map(([name, value]) => (
            <div key={name} className={styles.row}>
              <div className={styles.rowLabel}>
                <span className={styles.rowName}>{name}</span>
                <span className={styles.rowMeta}>
                  <ResponsiveValue value={value} />
                </span>
                <span className={styles.rowMeta}>
                  {toRem(value.desktop, 'desktop')} / {toRem(value.phone, 'phone')} · {usage[name]}
                </span>
              </div>
              <p className={styles.sample} style={{ fontSize: vars.fontSize[name], lineHeight: vars.font.lineHeight.tight }}>
                {sampleText}
              </p>
            </div>
          ))}
        </div>
      </FoundationSection>

      <FoundationSection title="字重 Weights" note="vars.font.weight">
        <div className={styles.rows}>
          {weights.map(([name, value]) => (
            <div key={name} className={styles.row}>
              <div className={styles.rowLabel}>
                <span className={styles.rowName}>{name}</span>
                <span className={styles.rowMeta}>{value}</span>
              </div>
              <p className={styles.sample} style={{ fontSize: vars.fontSize.xl, fontWeight: vars.font.weight[name] }}>
                {sampleText}
              </p>
            </div>
          ))}
        </div>
      </FoundationSection>

      <FoundationSection title="行高 Line heights" note="vars.font.lineHeight">
        <div className={styles.wideTileGrid}>
          {lineHeights.map(([name, value]) => (
            <div key={name} className={styles.tile}>
              <span className={styles.rowName}>
                {name} · {value}
              </span>
              <p
                className={styles.sample}
                style={{
                  lineHeight: vars.font.lineHeight[name],
                  padding: vars.space[3],
                  borderRadius: vars.radius.md,
                  background: vars.color.brand[50],
                }}
              >
                学而时习之，不亦说乎？有朋自远方来，不亦乐乎？Learning every day keeps knowledge fresh.
              </p>
            </div>
          ))}
        </div>
      </FoundationSection>

      <FoundationSection title="字体族 Families" note="vars.font.family">
        <div className={styles.rows}>
          {families.map(([name, value]) => (
            <div key={name} className={styles.row}>
              <div className={styles.rowLabel}>
                <span className={styles.rowName}>{name}</span>
                <TokenPath>font.family.{name}</TokenPath>
              </div>
              <div>
                <p className={styles.sample} style={{ fontFamily: vars.font.family[name], fontSize: vars.fontSize.xl }}>
                  {name === 'numeric' ? '¥1980.00 · 138****8000 · 0123456789' : '初二数学·几何综合提升班 Geometry'}
                </p>
                <span className={styles.rowMeta}>{value}</span>
              </div>
            </div>
          ))}
        </div>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: TypographyPage,
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof TypographyPage>;
export default meta;

export const TypeScale: StoryObj<typeof meta> = {};
