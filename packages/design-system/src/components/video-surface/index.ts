export {
  VideoSurface,
  type DecorateVideoRequest,
  type VideoRequest,
  type VideoRequestDecoration,
  type VideoRequestKind,
  type VideoSurfaceHandle,
  type VideoSurfaceLayout,
  type VideoSurfaceProps,
  type VideoSurfaceState,
} from './video-surface';
