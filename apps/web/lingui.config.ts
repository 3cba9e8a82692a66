import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The sources of the board app (scoreboard, court displays, wall, overlay, TV pairing): their
 * texts form a catalogue of their own, so a TV or a spectator's phone downloads only those before
 * its first score (docs/decisions/008-internationalisation.md). test/catalogue-split.test.ts
 * checks that everything the board app imports is listed here.
 */
export const BOARD_SOURCES = [
  'src/app/app-error-boundary.tsx',
  'src/board',
  'src/components/board',
  'src/components/language-switcher.tsx',
  // The share page runs in the board app (docs/displays.md, "The first paint").
  'src/components/layout/brand.tsx',
  'src/components/share-fallback.tsx',
  'src/components/statistics',
  'src/components/ui',
  'src/config',
  'src/features/displays',
  // The event standings display runs in the board app; the rest of events is the full app's.
  'src/features/events/event-display-page.tsx',
  'src/features/events/display-text.ts',
  'src/features/events/api/event-view.ts',
  'src/features/events/api/use-event-channel.ts',
  'src/features/events/lib/event-model.ts',
  'src/features/events/lib/use-game-points.ts',
  'src/features/events/components/event-qr.tsx',
  'src/features/scoreboard',
  'src/features/share',
  'src/lib',
];

/** A file as itself, a folder as everything under it. */
const asGlob = (source: string) =>
  /\.tsx?$/.test(source) ? `<rootDir>/${source}` : `<rootDir>/${source}/**`;

/**
 * Lingui: English is the source (the spec's texts, word for word), PO catalogues per language,
 * each compiled into its own lazy chunk by @lingui/vite-plugin: `board` for the board app, `app`
 * for the rest of the full app, which loads both. `npm run i18n:extract -w @bandeja/web` refreshes them.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'it', 'fr', 'pt', 'sv', 'de'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/board/{locale}',
      include: BOARD_SOURCES.map(asGlob),
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/app/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', ...BOARD_SOURCES.map(asGlob)],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
