export { DashboardNotices, type DashboardNoticesProps } from './dashboard-notices';
