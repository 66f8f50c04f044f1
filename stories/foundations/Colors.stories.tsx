import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens } from '@tokens/index';
import { contrastRatio, readableOn, wcagGrade } from './contrast';
import { FoundationPage, FoundationSection, TokenPath } from './FoundationPage';
import * as styles from './foundations.css';

const white = tokens.color.neutral[0];
const ink = tokens.color.neutral[900];

const groupNotes: Record<string, string> = {
  brand: '主色：按钮、链接、选中态。白底文字用 600 及以上',
  accent: '强调色：促销、限时标记。文字用深色压在 500 上',
  neutral: '中性色：文字、边框、背景。白底正文用 600 及以上',
  success: '成功：已支付、已完成',
  warning: '警示：待支付、即将过期',
  error: '错误：表单校验、失败提示',
  price: '价格红（SPEC §9 #FF4D4F），仅用于价格数字',
  overlay: '遮罩：弹窗背后的半透明层',
  partner: '支付机构品牌色：只用于支付方式标识（PayMethodMark），不用于页面其它地方',
};

// A little above 4.5:1 so rounding in the checker never tips a label under AA.
const comfortable = 4.6;

function Swatch({ path, value }: { path: string; value: string }) {
  const label = readableOn(value, [ink, white]);
  const labelRatio = contrastRatio(label, value) ?? 0;
  const onWhite = contrastRatio(value, white);
  const name = path.split('.').pop();
  // Mid-tones that neither ink nor white reads well on get their labels on a white chip.
  const chip =
    labelRatio < comfortable ? { background: white, color: ink, padding: '0 0.4em', borderRadius: '0.3em' } : undefined;
  return (
    <figure className={styles.swatch} style={{ margin: 0 }}>
      <div className={styles.swatchColor} style={{ background: value, color: label }}>
        <span style={chip}>{name}</span>
        {!chip && <span>Aa {labelRatio.toFixed(1)}</span>}
      </div>
      <figcaption className={styles.swatchInfo}>
        <span className={styles.swatchHex}>{value}</span>
        <TokenPath>{path}</TokenPath>
        <span>{onWhite == null ? '—' : `白底对比度 ${onWhite.toFixed(2)}:1 · ${wcagGrade(onWhite)}`}</span>
      </figcaption>
    </figure>
  );
}

function ColorsPage() {
  const groups = Object.entries(tokens.color).map(([group, value]) => ({
    group,
    shades:
      typeof value === 'string'
        ? [[group, value] as const]
        : Object.entries(value).map(([shade, hex]) => [`${group}.${shade}`, hex] as const),
  }));
  return (
    <FoundationPage
      title="颜色 Colors"
      lead="所有颜色来自 design-tokens/tokens.json。色块上的文字颜色按对比度自动选择；每个色块标出它作为白底文字时的 WCAG 等级。"
    >
      {groups.map(({ group, shades }) => (
        <FoundationSection key={group} title={group} note={groupNotes[group]}>
          <div className={styles.swatchGrid}>
            {shades.map(([path, value]) => (
              <Swatch key={path} path={`color.${path}`} value={value} />
            ))}
          </div>
        </FoundationSection>
      ))}
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Colors',
  component: ColorsPage,
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof ColorsPage>;
export default meta;

export const Palette: StoryObj<typeof meta> = {};
