export declare const CHROMIUM: string;
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare const OUR_DISABLED_FEATURES: string[];
export declare const LAUNCH_ARGS: string[];
