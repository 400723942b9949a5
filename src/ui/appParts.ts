// What the application needs only for some games or some clicks: saved games, hot-seat
// sealing, games played apart and online. One chunk, loaded after the first map is drawn (or
// at once when a save, a link or a mode asks for it), so the Campaign's first download holds
// only the start screen, the engine and the map (issue 18).
import { SavesDialog } from './saves/savesDialog';
import { saveOf, sessionFromEnvelope } from './saves/saveSession';
import { deleteAutosave, listAutosaves, readAutosave, writeAutosave } from './saves/saves';
import { HotseatSession } from './hotseat/hotseatSession';
import { askPassphrase, choosePassphrases } from './hotseat/passphrase';
import { RemoteClient } from '../remote/client';
import { decodeMessage } from '../remote/protocol';
import { RemoteSession } from './remote/remoteSession';
import { ExchangePanel } from './remote/remotePanel';
import { JoinDialog, RemoteLobby } from './remote/remoteLobby';
import { currentRemoteId, deleteRemote, listRemote, readRemote, writeRemote } from './remote/remoteSaves';
import { gameRow } from './remote/gameRow';
import { OnlineGame, askNotifications, carryOnline, deleteBinding, notificationsAsked, readBinding, writeBinding } from './remote/online';
import { RelayLink, relayBase, relayStatus } from '../remote/relayLink';
import { parseCapability } from '../relay/api';
import { ChatPanel } from './remote/chatPanel';
import { deleteChatLog } from './remote/chatLog';
import { BundleDialog } from './remote/bundleDialog';
import { CHAT_KEY } from '../remote/chat';
import { RematchOffer } from './remote/rematchOffer';
import { SpectatorScreen, spectatorLinkView } from './remote/spectatorScreen';
import { OpenSeat } from './remote/openSeat';
import { OpenGamesList, listingMismatch } from './remote/openGamesList';
import { takeSeat } from '../remote/openGames';

// One object, so the code that loads this chunk names what it takes from it.
export const appParts = {
  SavesDialog,
  saveOf,
  sessionFromEnvelope,
  deleteAutosave,
  listAutosaves,
  readAutosave,
  writeAutosave,
  HotseatSession,
  askPassphrase,
  choosePassphrases,
  RemoteClient,
  decodeMessage,
  RemoteSession,
  ExchangePanel,
  JoinDialog,
  RemoteLobby,
  currentRemoteId,
  listRemote,
  deleteRemote,
  gameRow,
  readRemote,
  writeRemote,
  OnlineGame,
  askNotifications,
  carryOnline,
  notificationsAsked,
  readBinding,
  writeBinding,
  deleteBinding,
  RelayLink,
  relayBase,
  relayStatus,
  parseCapability,
  ChatPanel,
  deleteChatLog,
  BundleDialog,
  CHAT_KEY,
  RematchOffer,
  SpectatorScreen,
  spectatorLinkView,
  OpenSeat,
  OpenGamesList,
  listingMismatch,
  takeSeat,
};
