/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base address (spec §7); default '/api' on the same origin. */
  readonly VITE_API_BASE_URL?: string;
}
