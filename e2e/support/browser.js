import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
    admin: 'admin@example.com',
    dsm: 'dsm@example.com',
    ds: 'ds@example.com',
    fsr: 'fsr@example.com',
};
/** The system Chromium, never a downloaded one. */
export function launchBrowser() {
    return chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
}
export function baseURL() {
    return inject('baseURL');
}
export async function newPage(browser, options = {}) {
    const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: options.phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
        acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return { context, page };
}
/** Signs in through the login screen and waits for the home page. */
export async function signIn(page, email, password = DEMO_PASSWORD) {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForURL('**/home');
}
/** The newest e-mail the server wrote to its outbox (no SMTP_URL in tests). */
export function lastOutboxMail() {
    const dir = path.join(inject('dataDir'), 'outbox');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
    if (files.length === 0)
        throw new Error('the outbox is empty');
    return fs.readFileSync(path.join(dir, files[files.length - 1]), 'utf8');
}
/** The password link of the newest reset e-mail, with quoted-printable soft breaks undone. */
export function lastResetLink() {
    const text = lastOutboxMail().replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = text.match(/https?:\/\/\S+\/password\/[\w-]+/);
    if (!match)
        throw new Error('no reset link in the newest e-mail');
    return match[0];
}
