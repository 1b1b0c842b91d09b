export {
  MessageThread,
  type MessageAttachment,
  type MessageReply,
  type MessageThreadProps,
} from './message-thread';
