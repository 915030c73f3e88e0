// The WHATWG URL class, which the page, the worker and Node all provide, declared for the pure core
// (whose lib is ECMAScript only). Only the members the core reads.
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  href: string;
  toString(): string;
}

// UTF-8 text to bytes and back, also provided by the page, the worker and Node: the sync core seals
// JSON payloads as bytes. Only the members the core uses.
declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
