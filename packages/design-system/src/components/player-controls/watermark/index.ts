export { Watermark, type WatermarkProps } from './watermark';
export {
  WATERMARK_DELAY_MS,
  WATERMARK_SPEED,
  createWatermarkTicker,
  watermarkPosition,
  type WatermarkArea,
  type WatermarkMotion,
  type WatermarkPosition,
  type WatermarkTicker,
  type WatermarkTickerOptions,
} from './watermark-motion';
