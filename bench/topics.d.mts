export declare const ZH_TOPICS: readonly string[];
export declare const EN_TOPICS: readonly string[];
export declare const SEARCH_QUERIES: readonly string[];
