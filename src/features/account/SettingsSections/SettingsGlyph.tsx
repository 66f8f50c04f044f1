export const settingsGlyphs = ['profile', 'password', 'phone', 'reset', 'check', 'chevron'] as const;
export type SettingsGlyphName = (typeof settingsGlyphs)[number];

const paths: Record<SettingsGlyphName, string> = {
  profile: 'M12 12a4.2 4.2 0 1 0 0-8.4 4.2 4.2 0 0 0 0 8.4Zm-7.5 8.4c0-3.9 3.4-6.3 7.5-6.3s7.5 2.4 7.5 6.3',
  password: 'M7 10.5V8a5 5 0 0 1 10 0v2.5M5.5 10.5h13v10h-13zM12 14.5v2.5',
  phone: 'M8 2.8h8a1.5 1.5 0 0 1 1.5 1.5v15.4a1.5 1.5 0 0 1-1.5 1.5H8a1.5 1.5 0 0 1-1.5-1.5V4.3A1.5 1.5 0 0 1 8 2.8ZM10.5 18h3',
  reset: 'M4.5 5.5h15v10h-8l-4.5 4v-4H4.5zM9 10.5h.01M12 10.5h.01M15 10.5h.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  chevron: 'M6 9l6 6 6-6',
};

/** Line pictures of the settings sections; decorative, the text beside them names the thing. */
export function SettingsGlyph({ name, className }: { name: SettingsGlyphName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={name === 'check' ? 2.4 : 1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
