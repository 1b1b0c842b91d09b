export { Celebration, type CelebrationProps } from './celebration';
