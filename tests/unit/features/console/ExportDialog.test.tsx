import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportDialog } from '@/features/console/ExportDialog';
import { i18n } from '@/i18n';
import { I18nProvider } from '@/i18n/react';

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

function renderDialog(saving: boolean) {
  render(
    <ExportDialog
      filter={{ q: '', status: '', channel: '', from: '', to: '', page: 1 }}
      initial={{ from: '2026-11-01', to: '2026-11-30' }}
      saving={saving}
      error={null}
      onCancel={vi.fn()}
      onSubmit={vi.fn()}
    />,
    { wrapper: WithI18n },
  );
}

describe('ExportDialog', () => {
  afterEach(cleanup);

  it('says the file is being prepared while the export starts, not that something is being saved', () => {
    renderDialog(true);
    const button = screen.getByRole('button', { name: /正在准备文件…/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: /正在保存/ })).toBeNull();
  });

  it('offers to start the export when idle', () => {
    renderDialog(false);
    expect(screen.getByRole('button', { name: '开始导出' })).toBeEnabled();
  });
});
