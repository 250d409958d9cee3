import { afterAll } from 'vitest';
import { closeOpenContexts } from './browser.js';

// Run with every browser-suite file (vitest.config.ts setupFiles): whatever contexts the file left
// open in the worker's shared Chromium are closed after it, and the pages kept signed in (pageAs)
// leave the app, so none keeps working into the next file.
afterAll(closeOpenContexts);
