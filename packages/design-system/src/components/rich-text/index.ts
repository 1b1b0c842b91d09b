export { RichText, preloadRichText, type RichTextProfile, type RichTextProps } from './rich-text';
