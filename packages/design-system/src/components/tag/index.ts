export { Tag, type TagProps } from './tag';
export { contrastRatio, parseHexColour, relativeLuminance, textToneOn } from './tag-colour';
