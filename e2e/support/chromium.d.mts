export declare const CHROMIUM: string;
export declare const LAUNCH_ARGS: string[];
