export * from './chatDb';
export * from './chatStore';
export * from './live';
