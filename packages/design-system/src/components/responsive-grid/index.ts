export { ResponsiveGrid, type ResponsiveGridProps } from './responsive-grid';
