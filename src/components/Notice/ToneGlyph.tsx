export const glyphTones = ['info', 'success', 'warning', 'error'] as const;
export type GlyphTone = (typeof glyphTones)[number];

const marks: Record<GlyphTone, string> = {
  info: 'M12 11v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  warning: 'M12 7v6M12 16.5v.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

/** A circled mark per tone; colour comes from the surrounding text colour so each place can tint it. */
export function ToneGlyph({ tone }: { tone: GlyphTone }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.25" />
      <path d={marks[tone]} />
    </svg>
  );
}
