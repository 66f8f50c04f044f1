import { expect, waitFor } from 'storybook/test';

/**
 * The open dialog, once it takes clicks. A modal dialog turns the page's pointer events off as it mounts and gives
 * its own layer them back one render later; a click in between is refused as it would be for a person, so a story
 * that clicks inside a dialog waits for that render first.
 */
export async function openedDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const open = canvasElement.ownerDocument.body.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    const dialog = open[open.length - 1];
    expect(dialog).toBeDefined();
    expect(getComputedStyle(dialog!).pointerEvents).not.toBe('none');
    return dialog!;
  });
}
