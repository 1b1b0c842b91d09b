export { Carousel, type CarouselProps } from './carousel';
export { swipeDirection, visibleRange } from './carousel-window';
