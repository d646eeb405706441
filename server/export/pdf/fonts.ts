import { createRequire } from 'node:module';

/**
 * The report fonts: Inter, the app's typeface, embedded (subset) in every PDF. The PDF standard
 * fonts cannot print "−" or every euro amount reliably, and an embedded font keeps text
 * selectable and extractable with its real characters.
 */
const require = createRequire(import.meta.url);

export const FONT = {
  regular: 'Inter',
  semibold: 'Inter-SemiBold',
  bold: 'Inter-Bold',
} as const;

export const FONT_FILES: Record<(typeof FONT)[keyof typeof FONT], string> = {
  [FONT.regular]: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  [FONT.semibold]: require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
  [FONT.bold]: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};
