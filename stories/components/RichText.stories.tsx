import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText, richTextSizes } from '@/components/RichText';

const html = [
  '<h2>如何用好错题本</h2>',
  '<p>错题本不是把错题抄一遍。有效的错题本包括<strong>原题、错误原因和正确思路</strong>三部分。</p>',
  '<ul><li>每周回看一次</li><li>连续三次做对可以移出</li></ul>',
  '<blockquote>考前只看错题本，比重新刷题更高效。</blockquote>',
  '<table><tbody><tr><th>科目</th><td>数学、物理</td></tr><tr><th>时长</th><td>每周 30 分钟</td></tr></tbody></table>',
].join('');

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { html, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: richTextSizes } },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const Medium: Story = { args: { size: 'md' } };
