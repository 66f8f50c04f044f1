import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { CopyText, truncateAccount } from '@/components/CopyText';

describe('truncateAccount', () => {
  it('keeps an account of six characters or fewer whole', () => {
    expect(truncateAccount('xb_888', 6)).toBe('xb_888');
    expect(truncateAccount('', 6)).toBe('');
  });

  it('shows the first six characters then an ellipsis when longer', () => {
    expect(truncateAccount('xueban_guwen01', 6)).toBe('xueban…');
    expect(truncateAccount('学伴课程顾问小王', 6)).toBe('学伴课程顾问…');
  });
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function stubExecCommand(result: boolean | (() => never)) {
  const execCommand = vi.fn(typeof result === 'function' ? result : () => result);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

describe('CopyText', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('copies the whole text, not the shortened display, and reports success', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const onCopied = vi.fn();
    const onCopyFailed = vi.fn();
    render(<CopyText text="xueban_guwen01" label="微信号" maxChars={6} onCopied={onCopied} onCopyFailed={onCopyFailed} />);
    expect(screen.getByText('xueban…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '复制微信号' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledOnce());
    expect(writeText).toHaveBeenCalledWith('xueban_guwen01');
    expect(onCopyFailed).not.toHaveBeenCalled();
  });

  it('falls back to selecting the text when the clipboard API refuses', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const execCommand = stubExecCommand(true);
    const onCopied = vi.fn();
    render(<CopyText text="xb_8899" onCopied={onCopied} />);
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledOnce());
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when neither route copies', async () => {
    stubExecCommand(false);
    const onCopied = vi.fn();
    const onCopyFailed = vi.fn();
    render(<CopyText text="xb_8899" onCopied={onCopied} onCopyFailed={onCopyFailed} />);
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(onCopyFailed).toHaveBeenCalledOnce());
    expect(onCopied).not.toHaveBeenCalled();
  });

  it('reports failure when the selection route throws', async () => {
    stubExecCommand(() => {
      throw new Error('not allowed');
    });
    const onCopyFailed = vi.fn();
    render(<CopyText text="xb_8899" onCopyFailed={onCopyFailed} />);
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(onCopyFailed).toHaveBeenCalledOnce());
  });
});
