/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base address (docs/api.md); default '/api' on the same origin. */
  readonly VITE_API_BASE_URL?: string;
}
