export const fieldGlyphKinds = ['phone', 'lock', 'shield', 'message'] as const;
export type FieldGlyphKind = (typeof fieldGlyphKinds)[number];

const paths: Record<FieldGlyphKind, string[]> = {
  phone: ['M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5z', 'M10.5 18h3'],
  lock: [
    'M6 10.5h12a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8.5a1 1 0 0 1 1-1z',
    'M8 10.5V7.5a4 4 0 0 1 8 0v3',
    'M12 14.5v3',
  ],
  shield: ['M12 2.8l7 2.8v5.6c0 4.4-3 8.2-7 9.9-4-1.7-7-5.5-7-9.9V5.6z', 'M9 12l2.2 2.2L15.3 10'],
  message: [
    'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4.5 3.5V17H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
    'M8 10h.01M12 10h.01M16 10h.01',
  ],
};

/** The small line icons that lead the account fields; decorative, the field labels carry the meaning. */
export function FieldGlyph({ kind, className }: { kind: FieldGlyphKind; className?: string }) {
  return (
    <svg
      className={className}
      width="1.15em"
      height="1.15em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
