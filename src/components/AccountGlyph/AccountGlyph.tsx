/** The account area's places, drawn alike in the desktop avatar menu and the phone's 我的. */
const paths = {
  myCourses: 'M4 5.5C6.8 4 9.6 4.2 12 6v13c-2.4-1.8-5.2-2-8-.5zM20 5.5C17.2 4 14.4 4.2 12 6v13c2.4-1.8 5.2-2 8-.5z',
  studymag: 'M4 20h16M6.5 16.5v-5M11 16.5V7M15.5 16.5v-7.5M20 5l-3.5 3',
  adviser: 'M5 13v-1a7 7 0 0 1 14 0v1M5 13h2.5v5H5zM16.5 13H19v5h-2.5zM19 18c0 1.7-1.8 2.5-4.5 2.5H12',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 3v2.2M12 18.8V21M3 12h2.2M18.8 12H21M5.6 5.6l1.6 1.6M16.8 16.8l1.6 1.6M5.6 18.4l1.6-1.6M16.8 7.2l1.6-1.6',
  collections: 'M12 4l2.5 5.2 5.5.7-4 3.8 1 5.5-5-2.7-5 2.7 1-5.5-4-3.8 5.5-.7z',
  orders: 'M6 3.5h12v17l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3zM9 8h6M9 12h6M9 16h3',
  messages: 'M6 17V11a6 6 0 0 1 12 0v6l1.5 1.5h-15zM10 20.5h4',
  feedback: 'M4 5h16v11H9l-5 4zM8.5 9.5h7M8.5 12.5h4',
  logout: 'M10 4H5v16h5M14 8l4 4-4 4M18 12H9',
  next: 'M9.5 6l6 6-6 6',
} as const;
export type AccountGlyphName = keyof typeof paths;

export function AccountGlyph({ name, className }: { name: AccountGlyphName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
