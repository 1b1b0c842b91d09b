export { MissionTopics, type MissionTopicsProps } from './mission-topics';
