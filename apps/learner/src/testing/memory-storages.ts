/** sessionStorage and localStorage stand-ins, so a story never reads or writes the browser's storage. */
export { memoryStorage, memoryStorages, type MemoryStorage, type MemoryStorages } from '../platform/session';
