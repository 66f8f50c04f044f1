import { describe, expect, it } from 'vitest';
import { sitePages } from '../../../../../server/src/platform/db/seed/data/index';

function page(key: string): string {
  const found = sitePages.find((p) => p.key === key);
  if (!found) throw new Error(`missing page ${key}`);
  return found.contentHtml;
}

/** Text of the document without tags, so clauses can be matched across inline markup. */
function plain(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}

describe.each(['user-agreement', 'privacy-agreement'])('%s', (key) => {
  const text = plain(page(key));

  it('asks users under 18 to read it with a guardian', () => {
    expect(text).toMatch(/未满18周岁[^。]*监护人[^。]*陪同下阅读/);
  });

  it('is accepted by registering or using the service', () => {
    expect(text).toMatch(/注册[^。]*(或|、)[^。]*使用[^。]*即(视为|表示)[^。]*同意/);
  });

  it('requires truthful registration data free of illegal or bad content', () => {
    expect(text).toMatch(/真实/);
    expect(text).toMatch(/不得包含违法或不良信息/);
  });

  it('is a long document of numbered sections', () => {
    expect(text.length).toBeGreaterThan(3000);
    expect(page(key).match(/<h2[ >]/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    expect(page(key)).toMatch(/<p>1\.1 /);
  });
});

describe('user agreement liability and refunds', () => {
  const text = plain(page('user-agreement'));

  it('defines paying and free users separately', () => {
    expect(text).toContain('付费用户：');
    expect(text).toContain('免费用户：');
  });

  it('caps liability to a paying user at 1 times the fee paid', () => {
    expect(text).toMatch(/付费用户[^。]*赔偿总额[^。]*已支付费用的1倍为上限/);
  });

  it('gives refunds to paying users only', () => {
    expect(text).toMatch(/免费用户[^。]*不适用退款/);
    expect(text).toMatch(/付费用户的退款标准/);
  });
});
