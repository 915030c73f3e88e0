export * from './result';
export * from './assert';
export * from './ids';
export * from './memoryTypes';
export * from './endpoint';
export * from './importLimits';
