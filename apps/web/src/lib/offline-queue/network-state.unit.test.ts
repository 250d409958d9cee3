import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followBrowserNetworkState } from './network-state';

describe('followBrowserNetworkState', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('starts offline when the page loads without signal, then follows the online and offline events', () => {
    const events = new EventTarget();
    vi.stubGlobal('navigator', { onLine: false });
    expect(onlineManager.isOnline()).toBe(true);

    followBrowserNetworkState(events as unknown as Window);
    expect(onlineManager.isOnline()).toBe(false);
    events.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    events.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('starts online when the browser is', () => {
    onlineManager.setOnline(false);
    vi.stubGlobal('navigator', { onLine: true });
    followBrowserNetworkState(new EventTarget() as unknown as Window);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
