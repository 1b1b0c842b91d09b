export { Tabs, type TabItem, type TabsProps } from './tabs';
