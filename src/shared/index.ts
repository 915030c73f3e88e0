export * from './result';
export * from './assert';
export * from './ids';
export * from './memoryTypes';
export * from './language';
export * from './endpoint';
export * from './importLimits';
export * from './lazyModule';
