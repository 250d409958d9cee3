export { ApprovalsPage } from './components/approvals-page';
