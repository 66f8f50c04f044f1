import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { tokens } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { Avatar, avatarShapes, avatarSizes } from '@/components/Avatar';

/*
 * The host and path halves of a stored avatar, as the user record gives them. A data: host keeps the
 * story offline while still exercising the join.
 */
const portraitHost = 'data:image/svg+xml;charset=utf-8,';
const portraitPath = encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<rect width="96" height="96" fill="${tokens.color.brand[100]}"/>
<circle cx="48" cy="38" r="18" fill="${tokens.color.accent[100]}"/>
<path d="M30 30c2-14 34-16 38 2-6-6-28-8-38-2z" fill="${tokens.color.neutral[800]}"/>
<path d="M14 96c2-20 16-32 34-32s32 12 34 32z" fill="${tokens.color.brand[500]}"/>
</svg>`,
);

const row = { display: 'flex', alignItems: 'center', gap: vars.space[4], flexWrap: 'wrap' } as const;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { qiniuUrl: portraitHost, photoUrl: portraitPath, name: '李华' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    shape: { control: 'inline-radio', options: avatarShapes },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img', { name: '李华的头像' });
    await expect(photo.getAttribute('src')).toBe(portraitHost + portraitPath);
  },
};

export const Playground: Story = { args: { size: 'xl', shape: 'circle' } };

export const ChineseName: Story = {
  args: { photoUrl: null, name: '张伟' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '张伟的头像' })).toHaveTextContent('张');
  },
};

export const LatinName: Story = {
  args: { photoUrl: null, name: 'Emma Watson' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Emma Watson的头像' })).toHaveTextContent('EW');
  },
};

export const Anonymous: Story = {
  args: { photoUrl: null, name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '用户头像' })).toHaveAttribute('data-state', 'fallback');
  },
};

export const BrokenPhoto: Story = {
  args: { qiniuUrl: 'data:image/png;base64,', photoUrl: 'bm90LWFuLWltYWdl', name: '王小明' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: '王小明的头像' })).toHaveAttribute('data-state', 'fallback'));
    await expect(canvas.getByRole('img', { name: '王小明的头像' })).toHaveTextContent('王');
  },
};

export const Sizes: Story = {
  args: { photoUrl: null, name: '陈思远' },
  render: (args) => (
    <div style={row}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Shapes: Story = {
  render: (args) => (
    <div style={row}>
      {avatarShapes.map((shape) => (
        <Avatar key={shape} {...args} size="lg" shape={shape} />
      ))}
    </div>
  ),
};

export const NameColors: Story = {
  args: { photoUrl: null },
  render: (args) => (
    <div style={row}>
      {['张伟', '王芳', '李娜', '刘洋', '陈静', '杨帆', '赵磊', 'Emma', 'Li Ming', 'Tom'].map((name) => (
        <Avatar key={name} {...args} name={name} size="lg" />
      ))}
    </div>
  ),
};
