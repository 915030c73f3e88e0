export * from './chatDb';
export * from './chatStore';
export * from './live';
export * from './memoryDb';
export * from './memoryStore';
export * from './outboxStore';
export * from './inspectorStore';
export * from './taskRunStore';
