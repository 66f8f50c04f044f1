import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { QuestionText } from '@/components/QuestionText';

const meta = {
  title: 'Components/QuestionText',
  component: QuestionText,
  args: { as: 'p', text: '9 + 6 = ？' },
  argTypes: { text: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, lineHeight: 1.7 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Playground: Story = { args: { text: '椭圆 $\\dfrac{x^2}{25}+\\dfrac{y^2}{9}=1$ 的焦距是（　　）。' } };

export const InlineFormulas: Story = {
  args: { text: '$\\sin 150^\\circ$ 的值是（　　）；$\\sqrt{16}=4$，$(-3)^2=9$，$\\frac{3}{4}=\\frac{12}{16}$。' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex')).toHaveLength(4));
    await expect(canvasElement.querySelectorAll('math')).toHaveLength(4);
  },
};

export const FormulaOnItsOwnLine: Story = {
  args: { text: '由牛顿第二定律：$$a=\\frac{F}{m}=\\frac{10\\,\\text{N}}{2\\,\\text{kg}}=5\\,\\text{m/s}^2$$' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.katex-display')).not.toBeNull());
  },
};

export const WithPicture: Story = {
  args: {
    text: '如图，数轴上点 A 表示的数的绝对值是（　　）。![数轴上点 A 在 −3 处，点 B 在 2 处](/assets/questions/number-line.svg)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '数轴上点 A 在 −3 处，点 B 在 2 处' })).toBeVisible();
  },
};

/** A dollar sign written as \$, and a TeX mistake: drawn in red in place, the rest of the question still reads. */
export const DollarsAndMistakes: Story = {
  args: { text: '一支笔 \\$2，买 $x$ 支共 \\$10，则 $x = \\frac{10}$。' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.katex-error')).not.toBeNull());
    await expect(canvasElement.textContent).toContain('一支笔 $2');
  },
};
