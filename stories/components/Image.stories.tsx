import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { tokens } from '@tokens/index';
import { Image, imageFits, imageRadii } from '@/components/Image';

const { brand, accent, neutral } = tokens.color;

/** A course cover drawn as SVG so the stories work offline and screenshots stay stable. */
function courseCover(subject: string, title: string, from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="70" r="110" fill="${neutral['0']}" fill-opacity="0.12"/>
<rect x="48" y="56" width="96" height="40" rx="20" fill="${neutral['0']}" fill-opacity="0.2"/>
<text x="96" y="83" font-family="Noto Sans CJK SC, sans-serif" font-size="20" fill="${neutral['0']}" text-anchor="middle">${subject}</text>
<text x="48" y="190" font-family="Noto Sans CJK SC, sans-serif" font-size="48" font-weight="700" fill="${neutral['0']}">${title}</text>
<text x="48" y="240" font-family="Noto Sans CJK SC, sans-serif" font-size="24" fill="${neutral['0']}" fill-opacity="0.85">名师直播 · 32课时</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const mathCover = courseCover('数学', '初二数学同步提升课', brand['500'], brand['800']);
const physicsCover = courseCover('物理', '高一物理力学专题', accent['500'], accent['700']);
const defaultCover = courseCover('学伴', '课程封面准备中', neutral['400'], neutral['600']);
const missing = '/uploads/covers/removed-course-cover.jpg';

const meta = {
  title: 'Components/Image',
  component: Image,
  render: (args) => (
    <div style={{ width: 'min(100%, 420px)' }}>
      <Image {...args} />
    </div>
  ),
  args: { src: mathCover, alt: '初二数学同步提升课封面', ratio: '16 / 9', radius: 'md' },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    radius: { control: 'inline-radio', options: imageRadii },
    ratio: { control: 'select', options: ['16 / 9', '4 / 3', '1 / 1', '3 / 4'] },
  },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '初二数学同步提升课封面' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(img.parentElement).toHaveAttribute('data-state', 'loaded'));
  },
};

export const Playground: Story = { args: { src: physicsCover, alt: '高一物理力学专题封面', fit: 'cover', radius: 'lg' } };

export const Cover: Story = { args: { fit: 'cover', ratio: '1 / 1' } };

export const Contain: Story = { args: { fit: 'contain', ratio: '1 / 1' } };

export const Radii: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16 }}>
      {imageRadii.map((radius) => (
        <Image key={radius} {...args} radius={radius} alt={`初二数学同步提升课封面（圆角 ${radius}）`} />
      ))}
    </div>
  ),
};

export const NaturalHeight: Story = { args: { ratio: undefined } };

export const Broken: Story = {
  args: { src: missing, alt: '已下架课程封面' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('图片加载失败'));
    const img = canvas.getByRole('img', { name: '已下架课程封面' });
    await expect(img).toHaveAttribute('data-fallback', 'builtin');
    await expect(img.parentElement).toHaveAttribute('data-state', 'error');
  },
};

export const BrokenWithFallback: Story = {
  args: { src: missing, alt: '已下架课程封面', fallbackSrc: defaultCover },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: '已下架课程封面' })).toHaveAttribute('src', defaultCover));
    await expect(canvas.getByRole('status')).toHaveTextContent('图片加载失败');
  },
};

export const NoSource: Story = {
  args: { src: null, alt: '课程封面准备中', fallbackSrc: defaultCover },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '课程封面准备中' })).toHaveAttribute('src', defaultCover);
    await expect(canvas.getByRole('status').textContent).toBe('');
  },
};

export const Avatar: Story = {
  args: { src: physicsCover, alt: '王老师头像', ratio: 1, radius: 'lg' },
  render: (args) => (
    <div style={{ width: 96 }}>
      <Image {...args} />
    </div>
  ),
};
