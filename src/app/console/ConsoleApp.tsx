import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes, useOutletContext } from 'react-router';
import { LinkProvider } from '@/components/Link';
import { CONSOLE_BASE, CONSOLE_SIGN_IN, CONSOLE_PAGES, SITE_CONTENT_PATHS, type StaffProfile } from '@/flows/console';
import { ArticlePage } from '@/pages/admin/article/ArticlePage';
import { AuditPage } from '@/pages/admin/audit/AuditPage';
import { CampaignsPage } from '@/pages/admin/campaigns/CampaignsPage';
import { CoursePage } from '@/pages/admin/course/CoursePage';
import { CoursesPage } from '@/pages/admin/courses/CoursesPage';
import { ExercisePage } from '@/pages/admin/exercise/ExercisePage';
import { ExercisesPage } from '@/pages/admin/exercises/ExercisesPage';
import { PaperPage } from '@/pages/admin/paper/PaperPage';
import { PapersPage } from '@/pages/admin/papers/PapersPage';
import { FaqPage } from '@/pages/admin/faq/FaqPage';
import { InboxPage } from '@/pages/admin/inbox/InboxPage';
import { InboxItemPage } from '@/pages/admin/inboxItem/InboxItemPage';
import { NewsPage } from '@/pages/admin/news/NewsPage';
import { FamiliesPage } from '@/pages/admin/families/FamiliesPage';
import { FamilyPage } from '@/pages/admin/family/FamilyPage';
import { BroadcastPage } from '@/pages/admin/broadcast/BroadcastPage';
import { BroadcastsPage } from '@/pages/admin/broadcasts/BroadcastsPage';
import { OrderPage } from '@/pages/admin/order/OrderPage';
import { OrdersPage } from '@/pages/admin/orders/OrdersPage';
import { ReconciliationPage } from '@/pages/admin/reconciliation/ReconciliationPage';
import { OverviewPage } from '@/pages/admin/overview/OverviewPage';
import { SignInPage } from '@/pages/admin/signIn/SignInPage';
import { SitePagePage } from '@/pages/admin/sitePage/SitePagePage';
import { SiteOperationsPage } from '@/pages/admin/siteOperations/SiteOperationsPage';
import { SitePagesPage } from '@/pages/admin/sitePages/SitePagesPage';
import { TenderPage } from '@/pages/admin/tender/TenderPage';
import { TendersPage } from '@/pages/admin/tenders/TendersPage';
import { StaffPage } from '@/pages/admin/staff/StaffPage';
import { TutorPage } from '@/pages/admin/tutor/TutorPage';
import { TutorsPage } from '@/pages/admin/tutors/TutorsPage';
import { TaxonomyPage } from '@/pages/admin/taxonomy/TaxonomyPage';
import { shouldRetryQuery } from '../providers/queryClient';
import { RouterLink } from '../router/RouterLink';
import { ConsoleLayout } from './ConsoleLayout';

// The dashboard brings its charts (ECharts) along: loaded when it is opened, not with the rest of the console.
const InsightPage = lazy(() => import('@/pages/admin/insight/InsightPage').then((module) => ({ default: module.InsightPage })));

const pathOf = (id: (typeof CONSOLE_PAGES)[number]['id']) => CONSOLE_PAGES.find((page) => page.id === id)!.path;

function Overview() {
  return <OverviewPage staff={useOutletContext<StaffProfile>()} />;
}

function Orders() {
  return <OrdersPage staff={useOutletContext<StaffProfile>()} />;
}

function Courses() {
  return <CoursesPage staff={useOutletContext<StaffProfile>()} />;
}

function Course() {
  return <CoursePage staff={useOutletContext<StaffProfile>()} />;
}

function Exercises() {
  return <ExercisesPage staff={useOutletContext<StaffProfile>()} />;
}

function Exercise() {
  return <ExercisePage staff={useOutletContext<StaffProfile>()} />;
}

function Papers() {
  return <PapersPage staff={useOutletContext<StaffProfile>()} />;
}

function Paper() {
  return <PaperPage staff={useOutletContext<StaffProfile>()} />;
}

function Taxonomy() {
  return <TaxonomyPage staff={useOutletContext<StaffProfile>()} />;
}

function Tutors() {
  return <TutorsPage staff={useOutletContext<StaffProfile>()} />;
}

function Tutor() {
  return <TutorPage staff={useOutletContext<StaffProfile>()} />;
}

function News() {
  return <NewsPage staff={useOutletContext<StaffProfile>()} />;
}

function Order() {
  return <OrderPage staff={useOutletContext<StaffProfile>()} />;
}

function OrdersRoute() {
  return <OrdersPage staff={useOutletContext<StaffProfile>()} />;
}

function Article() {
  return <ArticlePage staff={useOutletContext<StaffProfile>()} />;
}

function SitePage() {
  return <SitePagePage staff={useOutletContext<StaffProfile>()} />;
}

function Tenders() {
  return <TendersPage staff={useOutletContext<StaffProfile>()} />;
}

function Tender() {
  return <TenderPage staff={useOutletContext<StaffProfile>()} />;
}

function Faq() {
  return <FaqPage staff={useOutletContext<StaffProfile>()} />;
}

function SiteOperations() {
  return <SiteOperationsPage staff={useOutletContext<StaffProfile>()} />;
}

function Campaigns() {
  return <CampaignsPage staff={useOutletContext<StaffProfile>()} />;
}

function Families() {
  return <FamiliesPage staff={useOutletContext<StaffProfile>()} />;
}

function Family() {
  return <FamilyPage staff={useOutletContext<StaffProfile>()} />;
}

function InboxItem() {
  return <InboxItemPage staff={useOutletContext<StaffProfile>()} />;
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

function Broadcasts() {
  return <BroadcastsPage staff={useOutletContext<StaffProfile>()} />;
}

function Broadcast() {
  return <BroadcastPage staff={useOutletContext<StaffProfile>()} />;
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
              <Route
                path={pathOf('insight')}
                element={
                  <Suspense fallback={null}>
                    <InsightPage />
                  </Suspense>
                }
              />
              <Route path={pathOf('courses')} element={<Courses />} />
              <Route path={`${pathOf('courses')}/:courseId`} element={<Course />} />
              <Route path={pathOf('exercises')} element={<Exercises />} />
              <Route path={`${pathOf('exercises')}/:exerciseId`} element={<Exercise />} />
              <Route path={pathOf('papers')} element={<Papers />} />
              <Route path={`${pathOf('papers')}/:paperId`} element={<Paper />} />
              <Route path={pathOf('tutors')} element={<Tutors />} />
              <Route path={`${pathOf('tutors')}/:tutorId`} element={<Tutor />} />
              <Route path={pathOf('taxonomy')} element={<Taxonomy />} />
              <Route path={pathOf('orders')} element={<Orders />} />
              <Route path={pathOf('orders')} element={<OrdersRoute />} />
              <Route path={`${pathOf('orders')}/:orderNo`} element={<Order />} />
              <Route path={pathOf('reconciliation')} element={<ReconciliationPage />} />
              <Route path={pathOf('families')} element={<Families />} />
              <Route path={`${pathOf('families')}/:familyId`} element={<Family />} />
              <Route path={pathOf('inbox')} element={<InboxPage />} />
              <Route path={`${pathOf('inbox')}/:kind/:id`} element={<InboxItem />} />
              <Route path={pathOf('news')} element={<News />} />
              <Route path={`${pathOf('news')}/:articleId`} element={<Article />} />
              <Route path={pathOf('pages')} element={<SitePagesPage />} />
              <Route path={SITE_CONTENT_PATHS.tenders} element={<Tenders />} />
              <Route path={`${SITE_CONTENT_PATHS.tenders}/:tenderId`} element={<Tender />} />
              <Route path={SITE_CONTENT_PATHS.faq} element={<Faq />} />
              <Route path={`${pathOf('pages')}/:slug`} element={<SitePage />} />
              <Route path={pathOf('site')} element={<SiteOperations />} />
              <Route path={`${pathOf('site')}/:section`} element={<SiteOperations />} />
              <Route path={pathOf('campaigns')} element={<Campaigns />} />
              <Route path={`${pathOf('campaigns')}/:section`} element={<Campaigns />} />
              <Route path={pathOf('broadcasts')} element={<Broadcasts />} />
              <Route path={`${pathOf('broadcasts')}/:broadcastId`} element={<Broadcast />} />
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
