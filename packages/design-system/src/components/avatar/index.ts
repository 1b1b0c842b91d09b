export { Avatar, type AvatarProps, type AvatarSize } from './avatar';
export { initialsOf } from './initials';
