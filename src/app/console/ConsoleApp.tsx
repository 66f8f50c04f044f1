import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Route, Routes, useOutletContext } from 'react-router';
import { LinkProvider } from '@/components/Link';
import { CONSOLE_BASE, CONSOLE_SIGN_IN, CONSOLE_PAGES, type StaffProfile } from '@/flows/console';
import { AuditPage } from '@/pages/admin/audit/AuditPage';
import { CoursePage } from '@/pages/admin/course/CoursePage';
import { CoursesPage } from '@/pages/admin/courses/CoursesPage';
import { OverviewPage } from '@/pages/admin/overview/OverviewPage';
import { SignInPage } from '@/pages/admin/signIn/SignInPage';
import { StaffPage } from '@/pages/admin/staff/StaffPage';
import { shouldRetryQuery } from '../providers/queryClient';
import { RouterLink } from '../router/RouterLink';
import { ConsoleLayout } from './ConsoleLayout';

const pathOf = (id: (typeof CONSOLE_PAGES)[number]['id']) => CONSOLE_PAGES.find((page) => page.id === id)!.path;

function Overview() {
  return <OverviewPage staff={useOutletContext<StaffProfile>()} />;
}

function Courses() {
  return <CoursesPage staff={useOutletContext<StaffProfile>()} />;
}

function Course() {
  return <CoursePage staff={useOutletContext<StaffProfile>()} />;
}

function Staff() {
  return <StaffPage staff={useOutletContext<StaffProfile>()} />;
}

/**
 * Staff act on what the console shows, so it is never older than the page they opened: every page asks the
 * server again when it mounts and when the window regains focus (which also finds an ended session at once).
 */
function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, retry: shouldRetryQuery, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/** The operations console: its own router, query cache and session, apart from the families' site. */
export function ConsoleApp() {
  const [queries] = useState(createConsoleQueryClient);
  return (
    <QueryClientProvider client={queries}>
      <BrowserRouter>
        <LinkProvider component={RouterLink}>
          <Routes>
            <Route path={CONSOLE_SIGN_IN} element={<SignInPage />} />
            <Route element={<ConsoleLayout />}>
              <Route path={CONSOLE_BASE} element={<Overview />} />
              <Route path={pathOf('courses')} element={<Courses />} />
              <Route path={`${pathOf('courses')}/:courseId`} element={<Course />} />
              <Route path={pathOf('staff')} element={<Staff />} />
              <Route path={pathOf('audit')} element={<AuditPage />} />
              <Route path="*" element={null} />
            </Route>
          </Routes>
        </LinkProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
