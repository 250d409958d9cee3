export { messageKeys } from './api/get-messages';
export { MessagesMenu } from './components/messages-menu';
export { ComposeMessagePage } from './pages/compose-message-page';
