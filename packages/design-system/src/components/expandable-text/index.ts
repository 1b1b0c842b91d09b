export { ExpandableText, type ExpandableTextProps } from './expandable-text';
