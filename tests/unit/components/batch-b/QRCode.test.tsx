import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { QRCode, qrSvg } from '@/components/QRCode';

describe('qrSvg', () => {
  it('encodes a link as an SVG document', () => {
    expect(qrSvg('https://www.xueban.cn/m/download')).toMatch(/^<svg[^>]+viewBox/);
  });

  it('gives null for nothing to encode and for text too long for a QR code', () => {
    expect(qrSvg('')).toBeNull();
    expect(qrSvg('课'.repeat(3000))).toBeNull();
  });
});

describe('QRCode', () => {
  it('draws the generated code as an image with its label and caption', () => {
    render(<QRCode value="https://www.xueban.cn/m/download" label="学伴 App 下载二维码" caption="扫码下载学伴 App" />);
    const image = screen.getByRole('img', { name: '学伴 App 下载二维码' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('扫码下载学伴 App')).toBeInTheDocument();
  });

  it('shows the server image as given and a message when it fails to load', () => {
    render(<QRCode src="https://img.xueban.cn/adviser/wx-01.png" label="课程顾问微信二维码" />);
    const image = screen.getByRole('img', { name: '课程顾问微信二维码' });
    expect(image).toHaveAttribute('src', 'https://img.xueban.cn/adviser/wx-01.png');
    fireEvent.error(image);
    expect(screen.getByRole('alert')).toHaveTextContent('二维码加载失败');
  });
});
