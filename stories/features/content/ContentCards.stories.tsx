import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleSkeleton, ArticleView } from '@/features/content/ArticleView';
import { NewsCard, NewsCardSkeleton } from '@/features/content/NewsCard';
import { SearchResults, SearchResultsSkeleton } from '@/features/content/SearchResults';
import { TutorCard, TutorCardSkeleton } from '@/features/content/TutorCard';
import { CollectButton } from '@/features/collection/CollectButton';
import { api } from '../../fixtures/api';
import { articles, tutors } from '../../fixtures/samples';
import { onPage } from '../../pages/pageStory';

/** News, tutor and search pieces: the cards every list uses, and an article set for reading. */
const meta = {
  title: 'Features/Content/Cards',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 880, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewsCardDefault: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <NewsCard article={articles[1]!} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', `/news/detail?id=${articles[1]!.id}`);
  },
};
export const NewsCardPinned: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <NewsCard article={{ ...articles[0]!, isTop: true }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('置顶')).toBeVisible();
  },
};
export const NewsRow: Story = { render: () => <NewsCard article={articles[2]!} variant="row" /> };
export const NewsSkeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ width: 320 }}>
        <NewsCardSkeleton />
      </div>
      <NewsCardSkeleton variant="row" />
    </div>
  ),
};

export const TutorCardDefault: Story = {
  render: () => (
    <div style={{ width: 280 }}>
      <TutorCard tutor={tutors[0]!} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: tutors[0]!.name })).toHaveAttribute(
      'href',
      `/smarter/detail?id=${tutors[0]!.id}`,
    );
  },
};
export const TutorCardSkeletonStory: Story = {
  name: 'Tutor Card Skeleton',
  render: () => (
    <div style={{ width: 280 }}>
      <TutorCardSkeleton />
    </div>
  ),
};

export const Article: Story = {
  render: () => <ArticleView article={api.article} actions={<CollectButton size="sm" collected={false} />} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(api.article.title);
    await expect(canvas.getByRole('navigation', { name: '上一篇与下一篇' })).toBeVisible();
  },
};
export const ArticleLoading: Story = { render: () => <ArticleSkeleton /> };

export const Results: Story = {
  render: () => <SearchResults results={api.search.list.slice(0, 5)} keyword="数学" />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('数学', { selector: 'mark' }).length).toBeGreaterThan(0);
  },
};
export const ResultsLoading: Story = { render: () => <SearchResultsSkeleton /> };
