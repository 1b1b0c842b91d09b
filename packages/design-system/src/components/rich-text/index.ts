export {
  RichText,
  preloadRichText,
  prepareRichText,
  type RichTextProfile,
  type RichTextProps,
} from './rich-text';
