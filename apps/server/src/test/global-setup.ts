import type { TestProject } from 'vitest/node';
import { createDemoTemplate } from './demo-template.js';

/** Once per run of the API suite: the seeded demo organisation every test file copies. */
export default async function setup(project: TestProject) {
  const { template, remove } = await createDemoTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide('demoTemplate', template);
  return remove;
}
