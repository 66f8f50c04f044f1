import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { NewsView } from '@/pages/desktop/news/NewsView';
import { NewsDetailView } from '@/pages/desktop/newsDetail/NewsDetailView';
import { SearchView, type SearchViewProps } from '@/pages/desktop/search/SearchView';
import { SmarterView } from '@/pages/desktop/smarter/SmarterView';
import { SmarterDetailView } from '@/pages/desktop/smarterDetail/SmarterDetailView';
import { api } from '../../fixtures/api';
import { onPage, pageParameters } from '../pageStory';

/** News, tutors and search. */
const meta = { title: 'Pages/Desktop/Content', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = ready([
  { key: 'all', label: '全部', to: '/news' },
  ...api.basicData.informationCategoryList.map((category) => ({
    key: String(category.id),
    label: category.name,
    to: `/news?categoryId=${category.id}`,
  })),
]);
const courses = ready(api.headlineCourses.list.slice(0, 4));
const collect = { collected: false, pending: false, onToggle: fn() };

export const News: Story = {
  render: () => (
    <NewsView
      categories={categories}
      category="all"
      articles={ready({ ...api.news, total: 36 })}
      onPageChange={fn()}
      courses={courses}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'true');
  },
};
export const NewsLoading: Story = {
  render: () => <NewsView categories={loading} category="all" articles={loading} onPageChange={fn()} courses={loading} />,
};
export const NewsEmpty: Story = {
  render: () => (
    <NewsView
      categories={categories}
      category="1"
      articles={ready({ list: [], total: 0, page: 1, size: 10 })}
      onPageChange={fn()}
      courses={courses}
    />
  ),
};
export const NewsLoadFailed: Story = {
  render: () => <NewsView categories={failed()} category="all" articles={failed()} onPageChange={fn()} courses={failed()} />,
};

const related = ready(api.news.list.filter((item) => item.id !== api.article.id).slice(0, 3));
export const Article: Story = {
  render: () => (
    <NewsDetailView article={ready(api.article)} notFound={false} related={related} courses={courses} collect={collect} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(api.article.title);
  },
};
export const ArticleLoading: Story = {
  render: () => <NewsDetailView article={loading} notFound={false} related={loading} courses={loading} collect={collect} />,
};
export const ArticleLoadFailed: Story = {
  render: () => <NewsDetailView article={failed()} notFound={false} related={failed()} courses={failed()} collect={collect} />,
};
export const ArticleNotFound: Story = {
  render: () => <NewsDetailView article={failed()} notFound related={loading} courses={courses} collect={collect} />,
};

const tutorFilters = ready({
  grade: '8',
  grades: [
    { key: 'all', label: '全部', to: '/smarter' },
    ...api.basicData.gradeList.map((grade) => ({ key: String(grade.id), label: grade.name, to: `/smarter?gradeId=${grade.id}` })),
  ],
  subject: 'all',
  subjects: [
    { key: 'all', label: '全部', to: '/smarter?gradeId=8' },
    ...api.basicData.couresCourseCateGory.map((category) => ({
      key: String(category.id),
      label: category.name,
      to: `/smarter?gradeId=8&categoryId=${category.id}`,
    })),
  ],
});
export const Tutors: Story = {
  render: () => <SmarterView filters={tutorFilters} tutors={ready({ ...api.tutors, total: 24 })} onPageChange={fn()} />,
};
export const TutorsLoading: Story = { render: () => <SmarterView filters={loading} tutors={loading} onPageChange={fn()} /> };
export const TutorsEmpty: Story = {
  render: () => (
    <SmarterView filters={tutorFilters} tutors={ready({ list: [], total: 0, page: 1, size: 12 })} onPageChange={fn()} />
  ),
};
export const TutorsLoadFailed: Story = { render: () => <SmarterView filters={failed()} tutors={failed()} onPageChange={fn()} /> };

export const Tutor: Story = {
  render: () => <SmarterDetailView tutor={ready(api.tutor)} notFound={false} collect={collect} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(api.tutor.name);
  },
};
export const TutorLoading: Story = { render: () => <SmarterDetailView tutor={loading} notFound={false} collect={collect} /> };
export const TutorLoadFailed: Story = { render: () => <SmarterDetailView tutor={failed()} notFound={false} collect={collect} /> };
export const TutorNotFound: Story = { render: () => <SmarterDetailView tutor={failed()} notFound collect={collect} /> };

const searchProps = (overrides: Partial<SearchViewProps>): SearchViewProps => ({
  keyword: '数学',
  kind: 'all',
  results: ready(api.search),
  kinds: [
    { key: 'all', label: '全部 25', to: '/search?keyWord=数学' },
    { key: 'course', label: '课程 20', to: '/search?keyWord=数学&type=course' },
    { key: 'news', label: '资讯 1', to: '/search?keyWord=数学&type=news' },
    { key: 'tutor', label: '学霸 4', to: '/search?keyWord=数学&type=tutor' },
  ],
  box: { value: '数学', onValueChange: fn(), onSubmit: fn(), history: ['一次函数', '中考作文'] },
  suggestions: ['一次函数', '中考作文', '英语语法', '物理实验'],
  onPageChange: fn(),
  ...overrides,
});
export const Search: Story = { render: () => <SearchView {...searchProps({})} /> };
export const SearchNothingAsked: Story = {
  render: () => (
    <SearchView {...searchProps({ keyword: '', results: null, box: { value: '', onValueChange: fn(), onSubmit: fn() } })} />
  ),
};
export const SearchNothingFound: Story = {
  render: () => (
    <SearchView
      {...searchProps({
        keyword: '天文望远镜',
        results: ready({ list: [], total: 0, page: 1, size: 10, counts: { course: 0, news: 0, tutor: 0 } }),
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到“天文望远镜”的相关内容')).toBeVisible();
  },
};
export const SearchLoading: Story = { render: () => <SearchView {...searchProps({ results: loading })} /> };
export const SearchLoadFailed: Story = { render: () => <SearchView {...searchProps({ results: failed() })} /> };
