import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { disableFeaturesSwitches, launchBrowser } from './support/browser.js';

/** The suite's own Chromium (support/browser.ts): what every other browser test runs in. */
describe("the browser suite's Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });

  it("keeps Playwright's disabled features in the switch Chromium honours, the last one", async () => {
    const switches = await disableFeaturesSwitches(browser);
    expect(switches.length).toBeGreaterThan(1);
    const [playwright, honoured] = [switches[0]!, switches.at(-1)!];
    expect(playwright.length).toBeGreaterThan(0);
    expect(honoured).toEqual(expect.arrayContaining([...playwright, 'WebUIOmniboxPopup']));
  });

  it("opens no address-bar page of its own beside a test's pages", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<p>page');
    const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.map((target) => target.type)).not.toContain('browser_ui');
    // The pages the worker keeps signed in (pageAs) are in contexts of their own; a page's tab is a target of its own.
    const ofContext = targetInfos.filter((target) => target.browserContextId === targetInfo.browserContextId && target.type !== 'tab');
    expect(ofContext.map((target) => [target.type, target.url])).toEqual([['page', 'data:text/html,<p>page']]);
    await context.close();
  });
});
