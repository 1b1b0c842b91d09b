export { Guidance, type GuidanceExample, type GuidanceProps } from './guidance';
