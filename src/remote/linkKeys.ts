// The fragment keys of the two kinds of link: a game's code (#sd=…) and a relay mailbox
// (#join=…), with beside the latter the chat's key (&chat=…, issue 34.3). Alone in a file with
// no imports, so the first download can recognise a link without loading the code that reads one
// (issue 18).
export const LINK_KEY = 'sd';
export const JOIN_KEY = 'join';
export const CHAT_LINK_KEY = 'chat';
