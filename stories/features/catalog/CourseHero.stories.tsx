import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CourseHero, CourseHeroSkeleton } from '@/features/catalog/CourseHero';
import { CollectButton } from '@/features/collection/CollectButton';
import { api } from '../../fixtures/api';
import { onPage } from '../../pages/pageStory';
import { href } from '@contract/addresses/href';

const meta = {
  title: 'Features/Catalog/CourseHero',
  component: CourseHero,
  decorators: [
    onPage,
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    course: api.course,
    buyTo: href.coursePurchase({ courseId: api.course.id }),
    learnTo: href.myCourseChapter({ courseId: api.course.id }),
    collect: <CollectButton collected={false} />,
  },
} satisfies Meta<typeof CourseHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.course.title);
    await expect(canvas.getByRole('link', { name: '立即购买' })).toHaveAttribute('href', args.buyTo);
  },
};
export const Playground: Story = {};
export const Purchased: Story = {
  args: { course: { ...api.course, purchased: true }, collect: <CollectButton collected /> },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '已购买，去学习' })).toHaveAttribute('href', args.learnTo);
  },
};
export const Free: Story = {
  args: { course: { ...api.course, isFree: true, price: 0, tags: ['初二', '数学', '免费'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '免费学习' })).toBeVisible();
  },
};
/** A withdrawn course is read but not sold: no buy button the checkout would refuse. */
export const Withdrawn: Story = {
  args: { course: { ...api.course, onSale: false, saleState: 'withdrawn' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已下架，暂停销售')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '立即购买' })).toBeNull();
  },
};
/** Its buyers still learn it. */
export const WithdrawnPurchased: Story = {
  args: { course: { ...api.course, onSale: false, purchased: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '已购买，去学习' })).toBeVisible();
  },
};
/** Before its sale starts: read, not sold yet, and when it will be. */
export const SaleUpcoming: Story = {
  args: { course: { ...api.course, onSale: false, saleState: 'upcoming', saleStartsAt: '2027-01-08T02:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('sale-note')).toHaveTextContent(/^01-08 \d\d:00 开售$/);
    await expect(canvas.queryByRole('link', { name: '立即购买' })).toBeNull();
  },
};
/** A free course waits for its start like any other: nothing to learn yet. */
export const FreeSaleUpcoming: Story = {
  args: {
    course: {
      ...api.course,
      isFree: true,
      price: 0,
      onSale: false,
      saleState: 'upcoming',
      saleStartsAt: '2027-01-08T02:00:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('sale-note')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '免费学习' })).toBeNull();
  },
};
/** Past its sale's end. */
export const SaleEnded: Story = {
  args: { course: { ...api.course, onSale: false, saleState: 'ended', saleStartsAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已停售')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '立即购买' })).toBeNull();
  },
};
export const Skeleton: Story = { render: () => <CourseHeroSkeleton /> };
