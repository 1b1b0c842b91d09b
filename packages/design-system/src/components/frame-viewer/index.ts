export {
  FRAME_LOAD_TIMEOUT,
  FRAME_SANDBOX_DEFAULT,
  FrameViewer,
  type FrameSandboxToken,
  type FrameViewerProps,
} from './frame-viewer';
export {
  acceptFrameEvent,
  isPlainRecord,
  normaliseOrigin,
  type FrameMessage,
  type FrameMessageParser,
} from './frame-messages';
