// The pure packages' shared test settings.
export { default } from '../../vitest.packages.ts';
