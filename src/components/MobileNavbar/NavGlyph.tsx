import type { MobileNavKey } from './navItems';

/** The mobile navigation's pictures: the menu's sections, the bottom tabs (学习 among them), the menu button. */
const paths: Record<MobileNavKey | 'learn' | 'menu' | 'next', string> = {
  home: 'M4 11l8-6.5 8 6.5M6.5 9.5V19h4v-5h3v5h4V9.5',
  course: 'M4 5h7v6H4zM13 5h7v6h-7zM4 13h7v6H4zM13 13h7v6h-7z',
  ensure: 'M12 3.5l7 3v5c0 4.2-3 7.7-7 9.2-4-1.5-7-5-7-9.2v-5zM9 12l2.2 2.2L15.5 10',
  about: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM12 11v5.5M12 7.6v.2',
  me: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4.5 20c.6-3.6 3.8-6 7.5-6s6.9 2.4 7.5 6',
  learn: 'M4 5.5C6.8 4 9.6 4.2 12 6v13c-2.4-1.8-5.2-2-8-.5zM20 5.5C17.2 4 14.4 4.2 12 6v13c2.4-1.8 5.2-2 8-.5z',
  menu: 'M4 7h16M4 12h16M4 17h10',
  next: 'M9.5 6l6 6-6 6',
};

export function NavGlyph({ name, className }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
