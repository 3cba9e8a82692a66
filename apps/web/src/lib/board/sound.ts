/**
 * The spoken calls, loaded once a board is up (use-announcer.ts): the announcer that plays the
 * clips and the engine's calls. A display's first score does not wait for them (bench/README.md).
 */
export { announce } from '@bandeja/scoring';
export { Announcer } from './announcer.ts';
