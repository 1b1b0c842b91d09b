export { DashboardCard, type DashboardCardProps, type DashboardCardState } from './dashboard-card';
