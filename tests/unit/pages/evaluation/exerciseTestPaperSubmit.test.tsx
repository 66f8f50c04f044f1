import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { evaluation as evaluationApi } from '@contract/api/calls';
import { api } from '@/app/api';
import { createAppQueryClient } from '@/app/providers/queryClient';
import ExerciseTestPaperPage from '@/pages/evaluation/exerciseTestPaper/ExerciseTestPaperPage';
import { renderWithI18n } from '../../components/batch-a/renderWithI18n';

/*
 * The app's API client answers from the stub below. A spy on the one client object, not a module mock: the test
 * files of a worker share their module cache, so a mocked module could already have been loaded for real.
 */
let call: MockInstance<typeof api.call>;

const paper = {
  id: 2,
  title: '初二数学 20 分钟小测',
  subject: '数学',
  description: '',
  durationMin: 20,
  totalScore: 100,
  questionCount: 1,
  lastReportId: null,
};

/** What the server answers to sitting/start: a new attempt with the paper's full 20 minutes. */
function startAnswer(sittingId: number) {
  const now = new Date();
  return {
    sittingId,
    paper,
    questions: [
      {
        id: 11,
        knowledgePoint: '一次函数',
        difficulty: 1,
        kind: 'single' as const,
        question: '1 + 1 = ?',
        options: [
          { key: 'A' as const, text: '1' },
          { key: 'B' as const, text: '2' },
        ],
        blankCount: 0,
      },
    ],
    answers: {},
    deadlineAt: new Date(now.getTime() + 20 * 60_000).toISOString(),
    serverNow: now.toISOString(),
  };
}

const callsOf = (path: string) => call.mock.calls.filter(([ref]) => (ref as unknown as { path: string }).path === path);

function renderPaper() {
  const client = createAppQueryClient();
  // A report page that stays mounted, as /e/report does, so the test sees what follows the hand-in.
  renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/e/exercise-test-paper?paperId=2']}>
        <Routes>
          <Route path="/e/exercise-test-paper" element={<ExerciseTestPaperPage />} />
          <Route path="/e/report" element={<p>report page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('sitting a paper on /e/exercise-test-paper', () => {
  beforeEach(() => {
    let sittings = 0;
    const answer = (ref: { path: string }): Promise<unknown> => {
      if (ref.path === evaluationApi.papers.startSitting.path) return Promise.resolve(startAnswer(++sittings));
      if (ref.path === evaluationApi.papers.submitSitting.path) return Promise.resolve({ reportId: 31, timedOut: false });
      return Promise.resolve({ saved: 1 });
    };
    call = vi.spyOn(api, 'call').mockImplementation(answer as unknown as typeof api.call);
    vi.spyOn(api, 'openingAnswer').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts no new sitting when one is handed in', async () => {
    renderPaper();
    expect(await screen.findByRole('timer')).toHaveTextContent('20:00');
    expect(callsOf(evaluationApi.papers.startSitting.path)).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: /2/ }));
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定交卷' }));

    expect(await screen.findByText('report page')).toBeInTheDocument();
    // Let any refetch the hand-in set off reach the server.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsOf(evaluationApi.papers.submitSitting.path)).toEqual([
      [evaluationApi.papers.submitSitting, { sittingId: 1, answers: JSON.stringify({ 11: 'B' }) }, { handleError: true }],
    ]);
    expect(callsOf(evaluationApi.papers.startSitting.path)).toHaveLength(1);
  });

  it('starts no new sitting when the device comes back online or into focus', async () => {
    const client = renderPaper();
    await screen.findByRole('timer');
    // Neither is the student asking for a new attempt: after a failed time-out hand-in it would open one.
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(callsOf(evaluationApi.papers.startSitting.path)).toHaveLength(1);
  });
});
