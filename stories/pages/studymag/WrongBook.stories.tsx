import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WRONG_BOOK_CLEAR_STREAK } from '@contract/api/schemas/web/practice';
import { failed, loading, ready } from '@/components/Loadable';
import { usePractice } from '@/flows/learning';
import { OpenQuestions, type WrongBookData, type WrongBookFilter, WrongBookView } from '@/pages/studymag/wrongBook/WrongBookView';
import '@/features/learning/texts';
import '@/features/studymag/texts';
import { onPage, pageParameters } from '../pageStory';
import { markSample, wrongBook } from './practiceSamples';

/** The open questions redone on the real sitting machine; a right redo moves the sample's streak on by one. */
function LiveRedo({ data }: { data: WrongBookData }) {
  const practice = usePractice(
    data.items.map((item) => item.question),
    {},
    async ({ questionId, answer }) => {
      const marking = markSample(((questionId - 1) % 5) + 1, answer);
      const before = data.items.find((item) => item.exerciseId === questionId)?.rightStreak ?? 0;
      const rightStreak = marking.isCorrect ? before + 1 : 0;
      return { ...marking, rightStreak, cleared: rightStreak >= WRONG_BOOK_CLEAR_STREAK };
    },
  );
  return (
    <OpenQuestions
      items={data.items}
      answers={practice.answers}
      markings={practice.markings}
      checkingId={practice.checkingId}
      error={practice.error}
      send={practice.send}
    />
  );
}

const open: WrongBookFilter = { subject: '', state: 'open' };

function Page({ data, filter = open }: { data: WrongBookData; filter?: WrongBookFilter }) {
  return (
    <WrongBookView book={ready(data)} filter={filter} onRestore={fn()}>
      {(loaded) => <LiveRedo data={loaded} />}
    </WrongBookView>
  );
}

/** /studymag/wrong-book: a new student's empty book, a few and many open questions, the cleared ones. */
const meta = { title: 'Pages/Studymag/WrongBook', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewStudent: Story = {
  render: () => <Page data={{ subjects: [], items: [] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('还没有错题')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去我的课程' })).toHaveAttribute('href', '/personal/my-course');
  },
};

export const AFew: Story = {
  render: () => <Page data={wrongBook(2)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Question 2 has one right redo already: one more takes it out of the book.
    const second = within(canvas.getByRole('radiogroup', { name: '第 2 题' }).closest('fieldset')!);
    await expect(second.getByText(/来自《五年级数学《分数》同步精讲》/)).toBeVisible();
    await userEvent.click(second.getByLabelText(/^C\./));
    await userEvent.click(second.getByRole('button', { name: '提交答案' }));
    await expect(await second.findByTestId('redo-cleared')).toHaveTextContent('已连续做对 2 次，这道题已移出错题本');
    const first = within(canvas.getByRole('radiogroup', { name: '第 1 题' }).closest('fieldset')!);
    await userEvent.click(first.getByLabelText(/^A\./));
    await userEvent.click(first.getByRole('button', { name: '提交答案' }));
    await expect(await first.findByTestId('redo-streak')).toHaveTextContent('已连续做对 1 次，再做对 1 次即可移出');
  },
};

export const Many: Story = { render: () => <Page data={wrongBook(9)} /> };

export const OneSubject: Story = { render: () => <Page data={wrongBook(3)} filter={{ subject: 'math', state: 'open' }} /> };

export const AllCleared: Story = {
  render: () => <Page data={{ ...wrongBook(0), subjects: [{ subject: 'math', subjectName: '数学', open: 0, cleared: 2 }] }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('这里的错题都已巩固')).toBeVisible();
  },
};

export const Cleared: Story = {
  render: () => (
    <WrongBookView
      book={ready(wrongBook(3, 'cleared'))}
      filter={{ subject: '', state: 'cleared' }}
      onRestore={fn()}
      restoring={[2]}
    >
      {fn()}
    </WrongBookView>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /放回错题本/ })).toHaveLength(3);
  },
};

export const Loading: Story = {
  render: () => (
    <WrongBookView book={loading} filter={open} onRestore={fn()}>
      {fn()}
    </WrongBookView>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <WrongBookView book={failed()} filter={open} onRestore={fn()}>
      {fn()}
    </WrongBookView>
  ),
};
