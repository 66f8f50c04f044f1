import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints, layout, media, toastDurations, tokens } from '@tokens/index';
import { FoundationPage, FoundationSection, TokenPath } from './FoundationPage';
import * as styles from './foundations.css';

const layoutNotes: Record<string, string> = {
  designWidth: '桌面设计稿宽度',
  mobileDesignWidth: '手机设计稿宽度',
  baseFontSize: '桌面根字号基准（1rem = 100 设计像素）',
  minDesktopRootFontSize: '桌面根字号下限（px）',
  contentMaxWidth: '内容最大宽度（px）',
  mobileRootFontSize: '手机根字号',
  headerHeight: '顶部导航高度（px）',
  stickyOffset: '导航吸顶额外滚动距离（px）',
  stickyThrottleMs: '吸顶判断节流（ms）',
  agreementModalWidth: '协议弹窗宽度',
  dialogWidth: '普通弹窗宽度',
};

const zIndexNotes: Record<string, string> = {
  base: '页面内容',
  sticky: '吸顶导航',
  dropdown: '下拉菜单',
  overlay: '遮罩',
  modal: '弹窗',
  toast: '轻提示，始终在最上层',
};

const toastNotes: Record<string, string> = {
  defaultMs: '默认提示',
  adviserMs: '课程顾问相关提示（底部）',
  loginMs: '登录相关提示',
};

function ConstantTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string, string];
  rows: [string, string, string][];
}) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, note]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <TokenPath>{value}</TokenPath>
            </td>
            <td>{note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MotionTable() {
  const durations = Object.entries(tokens.motion.duration);
  const easings = Object.entries(tokens.motion.easing);
  return (
    <table className={styles.table}>
      <caption>动效 Motion</caption>
      <thead>
        <tr>
          <th scope="col">名称</th>
          <th scope="col">值</th>
          <th scope="col">悬停预览</th>
        </tr>
      </thead>
      <tbody>
        {durations.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">duration.{name}</th>
            <td>
              <TokenPath>{value}</TokenPath>
            </td>
            <td>
              <div className={styles.motionTrack} aria-hidden="true">
                <div
                  className={styles.motionDot}
                  style={{ transitionDuration: value, transitionTimingFunction: tokens.motion.easing.standard }}
                />
              </div>
            </td>
          </tr>
        ))}
        {easings.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">easing.{name}</th>
            <td>
              <TokenPath>{value}</TokenPath>
            </td>
            <td>
              <div className={styles.motionTrack} aria-hidden="true">
                <div
                  className={styles.motionDot}
                  style={{ transitionDuration: tokens.motion.duration.slow, transitionTimingFunction: value }}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LayoutPage() {
  return (
    <FoundationPage
      title="布局与常量 Layout"
      lead="断点、根字号、层级、动效和提示时长。业务常量来自 SPEC §9，全部写在 tokens.json 中，代码从 design-tokens 读取。"
    >
      <FoundationSection title="断点 Breakpoints" note="media.phone / tablet / desktop">
        <div className={styles.tableGrid}>
          <ConstantTable
            caption="断点"
            head={['名称', '最小宽度', '说明']}
            rows={Object.entries(breakpoints).map(([name, value]) => [
              name,
              `${value}px`,
              name === 'wide' ? '宽屏排版参考' : `媒体查询 media.${name}`,
            ])}
          />
          <ConstantTable
            caption="媒体查询"
            head={['名称', '查询', '说明']}
            rows={Object.entries(media).map(([name, value]) => [
              name,
              value,
              name === 'phone' ? '手机布局：根字号 13.333vw' : '桌面布局：根字号随 1920 设计稿缩放',
            ])}
          />
        </div>
      </FoundationSection>
      <FoundationSection title="页面常量 Page constants" note="layout">
        <ConstantTable
          caption="layout"
          head={['名称', '值', '说明']}
          rows={Object.entries(layout).map(([name, value]) => [name, String(value), layoutNotes[name] ?? ''])}
        />
      </FoundationSection>
      <FoundationSection title="层级、动效与提示 Layers, motion, toasts">
        <div className={styles.tableGrid}>
          <ConstantTable
            caption="层级 z-index"
            head={['名称', '值', '用途']}
            rows={Object.entries(tokens.zIndex).map(([name, value]) => [name, String(value), zIndexNotes[name] ?? ''])}
          />
          <MotionTable />
          <ConstantTable
            caption="提示时长 Toasts"
            head={['名称', '毫秒', '用途']}
            rows={Object.entries(toastDurations).map(([name, value]) => [name, String(value), toastNotes[name] ?? ''])}
          />
        </div>
      </FoundationSection>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Layout',
  component: LayoutPage,
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof LayoutPage>;
export default meta;

export const Constants: StoryObj<typeof meta> = {};
