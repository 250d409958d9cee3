import type { TestProject } from 'vitest/node';
import { createDemoTemplate } from './demo-template.js';
import { buildServerCopy } from '../../scripts/build-copy.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server the suite starts in processes of its own (server-process.ts). */
    serverMain: string;
  }
}

/**
 * Once per run of the API suite: the seeded demo organisation every test file copies, and the
 * server compiled for the files that start it as a process.
 */
export default async function setup(project: TestProject) {
  const server = buildServerCopy('api-suite');
  try {
    const { template, remove } = await createDemoTemplate(process.env.TEST_DATABASE_URL || undefined);
    project.provide('demoTemplate', template);
    project.provide('serverMain', server.main);
    return async () => {
      server.remove();
      await remove();
    };
  } catch (error) {
    server.remove();
    throw error;
  }
}
