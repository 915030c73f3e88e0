export declare const CONTENT_SECURITY_POLICY: string;
export declare const HEADER_ONLY_DIRECTIVES: string;
export declare const CONTENT_SECURITY_POLICY_HEADER: string;
export declare const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]>;
export declare const LONG_CACHE: string;
export declare const REVALIDATE: string;
export declare const HASHED_FOLDER: string;
export declare const ENTRY_POINTS: readonly string[];
