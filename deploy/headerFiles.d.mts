export declare function renderNetlifyHeaders(): string;
export declare function renderNginx(): string;
export declare function renderCaddy(): string;
export declare function renderHeaderFiles(): Record<string, string>;
