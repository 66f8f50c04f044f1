import { useTranslation } from '@/i18n/react';
import { Card } from '@/components/Card';
import { CardGrid } from '@/components/CardGrid';
import { Container, PageTitle, Section } from '@/components/PageShell';
import { titleKeyOf, useCurrentRoute } from '@/app/router/currentRoute';

const sampleCards = [
  { title: '初二数学同步精讲', meta: '王老师 · 24 课时' },
  { title: '初三物理中考冲刺', meta: '李老师 · 18 课时' },
  { title: '高一英语阅读提升', meta: '陈老师 · 20 课时' },
];

/**
 * What a layout story holds in its content area: the route's title and a row of sample cards, so that a
 * layout's header, columns and footer are reviewed around page-shaped content without reading the server.
 */
export function LayoutSamplePage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const cards = (
    <CardGrid columns={3} phoneColumns={1}>
      {sampleCards.map((card) => (
        <Card key={card.title} as="li" title={card.title} meta={card.meta}>
          示例内容：页面的正文在这里显示。
        </Card>
      ))}
    </CardGrid>
  );
  // The about layout already sets its pages in a content column beside the sidebar.
  if (route.layout === 'about') {
    return (
      <div>
        <PageTitle title={t(titleKeyOf(route))} />
        <Section title="示例内容">{cards}</Section>
      </div>
    );
  }
  return (
    <Container>
      <PageTitle title={t(titleKeyOf(route))} />
      <Section title="示例内容">{cards}</Section>
    </Container>
  );
}
