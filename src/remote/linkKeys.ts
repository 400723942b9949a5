// The fragment keys of the kinds of link: a game's code (#sd=…), a relay mailbox (#join=…, with
// beside it the chat's key, &chat=…, issue 34.3) and a spectator's link (#watch=…, issue 34.5).
// Alone in a file with no imports, so the first download can recognise a link without loading the
// code that reads one (issue 18).
export const LINK_KEY = 'sd';
export const JOIN_KEY = 'join';
export const CHAT_LINK_KEY = 'chat';
export const WATCH_KEY = 'watch';
