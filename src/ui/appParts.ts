// What the application needs only for some games or some clicks: saved games, hot-seat
// sealing, games played apart and online. One chunk, loaded after the first map is drawn (or
// at once when a save, a link or a mode asks for it), so the Campaign's first download holds
// only the start screen, the engine and the map (issue 18).
export { SavesDialog } from './saves/savesDialog';
export { saveOf, sessionFromEnvelope } from './saves/saveSession';
export { deleteAutosave, listAutosaves, readAutosave, writeAutosave } from './saves/saves';
export { HotseatSession } from './hotseat/hotseatSession';
export { askPassphrase, choosePassphrases } from './hotseat/passphrase';
export { RemoteClient } from '../remote/client';
export { decodeMessage } from '../remote/protocol';
export { RemoteSession } from './remote/remoteSession';
export { ExchangePanel } from './remote/remotePanel';
export { JoinDialog, RemoteLobby } from './remote/remoteLobby';
export { currentRemoteId, listRemote, readRemote, writeRemote } from './remote/remoteSaves';
export { OnlineGame, askNotifications, carryOnline, notificationsAsked, readBinding, writeBinding } from './remote/online';
export { RelayLink, relayBase } from '../remote/relayLink';
export { parseCapability } from '../relay/api';
