export { Icon, iconSizes, loadIcons, type IconName, type IconProps, type IconSize } from './icon';
export { iconNames } from './icon-glyphs';
