import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { ready } from '@/components/Loadable';
import { MobileDownloadView } from '@/pages/mobile/download/MobileDownloadView';

const notes = { iosNote: '在 App Store 搜索“学伴在线”', androidNote: '在应用商店搜索“学伴在线”' };
const view = (iosUrl: string, androidUrl: string) =>
  render(
    <MobileDownloadView
      links={ready({ ...notes, iosUrl, androidUrl })}
      platform="android"
      inWeChat={false}
      desktop={false}
      pageUrl="https://www.xueban.example/m/download"
    />,
  );

describe('/m/download', () => {
  it('offers each store that has a link, this device’s first', () => {
    view('https://apps.apple.com/cn/app/id1234567890', 'https://sj.qq.com/appdetail/cn.example.app');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('data-store-link'))).toEqual(['android', 'ios']);
  });

  it('leaves out a store without a link instead of showing a button that goes nowhere', () => {
    view('https://apps.apple.com/cn/app/id1234567890', '');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('data-store-link'))).toEqual(['ios']);
    expect(screen.queryByText('安卓版下载')).toBeNull();
  });

  it('says the app is not in the stores yet when no store has a link', () => {
    view('', '');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText(/App 即将在应用商店上架/)).toBeTruthy();
  });
});
