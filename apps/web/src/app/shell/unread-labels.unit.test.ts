import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../i18n';

/** The names of the top bar's messages and notifications buttons, as messages-menu and notifications-bell ask for them. */
describe('the top bar’s unread counts', () => {
  beforeAll(() => loadCatalog('fr'));

  it('agree with the count in French', () => {
    const t = i18n.getFixedT('fr');
    expect(t('inbox.openMessagesUnread', { count: 1 })).toBe('Ouvrir les messages, 1 non lu');
    expect(t('inbox.openMessagesUnread', { count: 3 })).toBe('Ouvrir les messages, 3 non lus');
    expect(t('shell.notificationsUnread', { count: 1 })).toBe('Notifications, 1 non lue');
    expect(t('shell.notificationsUnread', { count: 3 })).toBe('Notifications, 3 non lues');
  });

  it('read as before in English', () => {
    const t = i18n.getFixedT('en');
    expect(t('inbox.openMessagesUnread', { count: 1 })).toBe('Open messages, 1 unread');
    expect(t('inbox.openMessagesUnread', { count: 3 })).toBe('Open messages, 3 unread');
    expect(t('shell.notificationsUnread', { count: 1 })).toBe('Notifications, 1 unread');
    expect(t('shell.notificationsUnread', { count: 3 })).toBe('Notifications, 3 unread');
  });
});
