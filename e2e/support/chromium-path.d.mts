/** Types of chromium-path.mjs (plain JavaScript so scripts/test.mjs can import it too). */
export declare const HEADLESS_SHELL: string;
export declare function chromiumPath(): string;
