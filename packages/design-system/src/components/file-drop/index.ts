export { FileDrop, type FileDropItem, type FileDropProps } from './file-drop';
export {
  IMAGE_EXTENSIONS,
  acceptsFile,
  isImageFile,
  matchesAccept,
  shortenFileName,
  type FileDropMode,
  type FileLike,
} from './file-rules';
