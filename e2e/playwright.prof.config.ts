import base from './playwright.config.ts';
export default { ...base, webServer: { ...base.webServer, command: 'node /tmp/browsercpu/start-prof.mjs', gracefulShutdown: { signal: 'SIGTERM', timeout: 15000 } } };
