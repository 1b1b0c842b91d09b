export { ContentCard, type ContentCardProps, type ContentType } from './content-card';
