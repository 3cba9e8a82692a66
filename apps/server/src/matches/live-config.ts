import { DEFAULT_PRESS_GUARD_MS } from '@bandeja/contract';
import type { Config, LiveConfig } from '../config.ts';

export const LIVE_DEFAULTS: LiveConfig = {
  pressGuardMs: DEFAULT_PRESS_GUARD_MS,
  // Two presses a second sustained per device: far above what a hand does, and a retrying
  // device stays under it; a stuck or malicious one is cut off (429).
  buttonPressesPerMinute: 120,
  allowedOrigins: [],
  sweepIntervalMs: 5000,
};

export function liveConfig(config: Config): LiveConfig {
  return { ...LIVE_DEFAULTS, ...config.live };
}
