/**
 * A page the server drew shows its buttons before the app that runs them has arrived: a click on one then
 * would do nothing. From the moment the entry runs until the app has taken the page over, a click on a
 * button is held (links keep navigating as links), and the last one is clicked again once the app is there,
 * when React hydrates the button it lands on and runs it. A page the app draws afresh drops it.
 */
export function holdEarlyClicks(root: HTMLElement): { release(replay: boolean): void } {
  let last: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"]');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    last = button;
  };
  root.addEventListener('click', hold, true);
  return {
    release(replay) {
      root.removeEventListener('click', hold, true);
      if (replay && last?.isConnected) last.click();
      last = null;
    },
  };
}
