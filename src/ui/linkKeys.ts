// The fragment keys of the two kinds of link (a game's code: remote/protocol.ts LINK_KEY; a
// relay mailbox: remote/online.ts JOIN_KEY), restated here so the first download can recognise
// a link without loading the code that reads one. tests/ui/link-keys.test.ts keeps them equal.
export const LAZY_LINK_KEYS = { link: 'sd', join: 'join' } as const;
