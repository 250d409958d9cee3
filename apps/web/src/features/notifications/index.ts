export { notificationsKey, useUnreadCount } from './api/get-notifications';
export { NotificationsBell } from './components/notifications-bell';
