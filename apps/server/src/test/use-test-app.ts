import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';
import { uploader } from './multipart.js';
import { apiCaller } from './requests.js';

type Caller = ReturnType<typeof apiCaller>;
type Uploader = ReturnType<typeof uploader>;

/**
 * The one setup of an API test file: builds the app on a fresh database before the file's tests
 * and closes it after them, registering both hooks itself. Call it at the top level of the file:
 *
 *     const { ctx, call, upload } = useTestApp();
 *
 * `ctx` reads through to the context built in `beforeAll`, and `call` and `upload` sign in once
 * per demo account on it, so all three can be named at the top and used inside tests. A file's
 * own `beforeAll` hooks, registered after this call, run after the app is ready.
 */
export function useTestApp(options: Parameters<typeof createTestContext>[0] = {}) {
  let current: { context: TestContext; call: Caller; upload: Uploader } | undefined;
  const live = () => {
    if (!current) throw new Error('useTestApp: the app is used outside a test or before its beforeAll ran');
    return current;
  };

  beforeAll(async () => {
    const context = await createTestContext(options);
    current = { context, call: apiCaller(context.app), upload: uploader(context.app) };
  });
  afterAll(async () => {
    const context = current?.context;
    current = undefined;
    await context?.close();
  });

  const ctx: TestContext = {
    get app() {
      return live().context.app;
    },
    get db() {
      return live().context.db;
    },
    get outbox() {
      return live().context.outbox;
    },
    get storage() {
      return live().context.storage;
    },
    secondInstance: () => live().context.secondInstance(),
    close: () => live().context.close(),
  };
  const call = Object.assign((...args: Parameters<Caller>) => live().call(...args), {
    raw: (...args: Parameters<Caller['raw']>) => live().call.raw(...args),
  }) satisfies Caller;
  const upload: Uploader = (...args) => live().upload(...args);
  return { ctx, call, upload };
}
