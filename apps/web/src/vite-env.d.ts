/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base address (docs/api.md); default '/api' on the same origin. */
  readonly VITE_API_BASE_URL?: string;
}

/** A Lingui PO catalogue, compiled by @lingui/vite-plugin (docs/decisions/008-internationalisation.md). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
