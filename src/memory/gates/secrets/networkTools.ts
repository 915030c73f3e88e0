// The output of a network tool pasted as it printed (gate 9): ping's reply lines, which every system and locale prints
// with the address and a time-to-live ("64 bytes from 8.8.8.8: icmp_seq=1 ttl=117 time=14.2 ms", "64 bytes de 8.8.8.8:
// icmp_seq=1 ttl=117 tempo=14,2 ms", "Antwort von 8.8.8.8: Bytes=32 Zeit=14ms TTL=117", "来自 8.8.8.8 的回复: 字节=32
// 时间=14ms TTL=117", "8.8.8.8 からの応答: バイト数 =32 時間 =14ms TTL=117"), and traceroute's hop lines (a hop's
// number, its address and two round-trip times). The words around the numbers change with the language; the sequence
// and TTL fields and the shape of a hop do not. A memory about pinging ("pings 8.8.8.8 when the Wi-Fi drops", "keeps the
// DNS TTL at 300") has no such field. Input is canonical.

const IPV4 = String.raw`(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])`;
// A reply line: an address, then on the same line a sequence number or a time-to-live given with "=".
const PING_REPLY = new RegExp(String.raw`${IPV4}[^\n]{0,80}?(?<![\p{L}])(?:icmp_seq|ttl)\s?=\s?\d{1,3}(?!\d)`, 'iu');
// A hop: its number at the start of a line, an address (alone or after a host name), then two round-trip times in ms.
const MS = String.raw`\d{1,4}(?:[.,]\d{1,3})?\s?ms`;
const HOP = new RegExp(String.raw`(?:^|\n)\s*\d{1,2}\s+(?:[\w.-]+\s+\(\s?${IPV4}\s?\)|${IPV4})\s+${MS}\s+${MS}`, 'iu');

// A cheap look first: a time-to-live, a sequence number or a time in milliseconds.
const SIGN = /ttl|icmp_seq|\d\s?ms/i;

/** Gate 9: a ping reply line or a traceroute hop line, in any locale. Expects the canonical form. */
export const hasNetworkToolOutput = (text: string): boolean => SIGN.test(text) && (PING_REPLY.test(text) || HOP.test(text));
